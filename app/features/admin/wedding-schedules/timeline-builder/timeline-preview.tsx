import type { Ref } from 'react';
import styled from 'styled-components';
import type { Timeline } from '#contract/back-timing.ts';
import { minutesToTwelveHour, parseTimeToMinutes } from '#contract/clock-time.ts';
import { media, theme } from '#shared/theme.ts';
import { Button } from '#shared/ui/button.tsx';
import { FormFailure } from '#shared/ui/form-failure.tsx';
import { ChoiceField, FormActions } from '../../ui/form-controls.tsx';
import { ListState } from '../../ui/panels.tsx';
import type { AdminList } from '../../ui/use-admin-list.ts';
import type { TimelineDraft } from './timeline-draft.ts';

export const SubTitle = styled.h3`
  font-size: ${theme.fontSizes.lg};
  margin: 0 0 ${theme.space.xs};
`;

export const Note = styled.p`
  margin: 0 0 ${theme.space.md};
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.muted};
`;

const PreviewBox = styled.section`
  margin-top: ${theme.space.lg};
  padding: ${theme.space.md};
  border-radius: ${theme.radii.md};
  border: 1px solid ${theme.colors.blush};
  background: ${theme.colors.white};
  ${media.sm} {
    padding: ${theme.space.lg};
  }
  ${SubTitle}:focus {
    outline: none;
  }
`;

const Problems = styled.div`
  color: ${theme.colors.danger};
  font-size: ${theme.fontSizes.sm};
  p {
    margin: 0 0 ${theme.space.xs};
    font-weight: 700;
  }
  ul {
    margin: 0;
    padding-left: 1.2rem;
  }
`;

const Summary = styled.p`
  margin: 0 0 ${theme.space.md};
`;

const Warning = styled.p`
  margin: 0 0 ${theme.space.md};
  padding: ${theme.space.sm} ${theme.space.md};
  border-left: 4px solid ${theme.colors.gold};
  background: ${theme.colors.cream};
  border-radius: ${theme.radii.sm};
  font-size: ${theme.fontSizes.sm};
`;

const TimesTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  margin-bottom: ${theme.space.lg};
  font-size: ${theme.fontSizes.sm};
  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: ${theme.space.sm};
    border-bottom: 1px solid ${theme.colors.line};
  }
  thead th {
    font-size: ${theme.fontSizes.xs};
    letter-spacing: ${theme.tracking.wide};
    text-transform: uppercase;
    color: ${theme.colors.muted};
  }
  /* The times never break inside "8:15 AM"; on a phone the range wraps before its dash. */
  td:first-child span {
    white-space: nowrap;
  }
  /* Just the chair's number: the names get the room. */
  .chair {
    width: 1%;
    text-align: center;
  }
`;

/**
 * The computed morning: what to fix first, or the times in order with the chair, and (when she already has
 * services) whether to replace them or add after them, and Create services.
 */
export function TimelinePreview({
  draft,
  problems,
  timeline,
  titleRef,
  brideMovedNote,
  existing,
  clientName,
  mode,
  onMode,
  onCreate,
  pending,
  failure,
}: {
  draft: TimelineDraft;
  problems: readonly string[];
  timeline: Timeline | undefined;
  titleRef: Ref<HTMLHeadingElement>;
  brideMovedNote: boolean;
  existing: AdminList<unknown>;
  clientName: string;
  mode: 'replace' | 'append';
  onMode: (mode: 'replace' | 'append') => void;
  onCreate: () => void;
  pending: boolean;
  failure: string | undefined;
}) {
  const existingCount = existing.items.length;
  return (
    <PreviewBox aria-labelledby="timeline-preview-title">
      <SubTitle id="timeline-preview-title" ref={titleRef} tabIndex={-1}>
        Preview
      </SubTitle>
      {!timeline ? (
        <Problems role="alert">
          <p>Fix {problems.length === 1 ? 'this' : 'these'} to see the times:</p>
          <ul>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </Problems>
      ) : (
        <>
          <Summary>
            Starts at <strong>{timeline.firstStart}</strong>. Everyone is done by <strong>{timeline.doneBy}</strong>,{' '}
            {Number(draft.buffer)} minutes before ready by {minutesToTwelveHour(parseTimeToMinutes(draft.readyBy)!)}.
          </Summary>
          {brideMovedNote && <Note>The bride was moved to the end so her look is freshest.</Note>}
          {timeline.warnings.map((warning) => (
            <Warning key={warning} role="status">
              <strong>Early start:</strong> {warning}. Check it before you send her the schedule.
            </Warning>
          ))}
          <TimesTable>
            <caption className="visually-hidden">Computed times, in order</caption>
            <thead>
              <tr>
                <th scope="col">Time</th>
                {draft.chairs === 2 && (
                  <th scope="col" className="chair">
                    Chair
                  </th>
                )}
                <th scope="col">Who and service</th>
              </tr>
            </thead>
            <tbody>
              {timeline.rows.map((row, index) => (
                <tr key={index}>
                  <td>
                    <span>{row.startTime}</span> <span>– {row.endTime}</span>
                  </td>
                  {draft.chairs === 2 && <td className="chair">{row.chair}</td>}
                  <td>{row.serviceLabel}</td>
                </tr>
              ))}
            </tbody>
          </TimesTable>
          {existing.status !== 'ready' && <ListState list={existing} empty={null} />}
          {existingCount > 0 && (
            <ChoiceField
              legend={`${clientName} already has ${existingCount} service${existingCount === 1 ? '' : 's'}`}
              value={mode}
              options={[
                { value: 'replace', label: 'Replace them' },
                { value: 'append', label: 'Add after them' },
              ]}
              onChange={onMode}
            />
          )}
          <FormActions>
            <Button type="button" onClick={onCreate} disabled={pending}>
              Create services
            </Button>
            <FormFailure message={failure} />
          </FormActions>
        </>
      )}
    </PreviewBox>
  );
}
