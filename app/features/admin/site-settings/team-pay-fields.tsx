import styled from 'styled-components';
import { form1099ThresholdLabel, SITE_SETTINGS_LABELS } from '#contract/site-settings-labels.ts';
import { media, theme } from '#shared/theme.ts';
import { Panel, PanelTitle } from '../ui/panels.tsx';
import type { FieldErrors, SettingsDraft } from './settings-draft.ts';
import type { FieldMaker } from './settings-fields.tsx';
import type { SettingsSection } from './settings-sections.tsx';
import { YearValueRows } from './typed-number.tsx';
import { Grid, Lead } from './settings-layout.ts';

// Her team's pay in Site Settings: when an early start begins (an artist arriving before it is paid her early-start
// fee), and the 1099-NEC threshold of each year (from 2027 it follows inflation, so she adds each year's).

/** One year's threshold: the amount over the year and Remove on a phone, the three side by side from tablet width. */
const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 6rem) auto;
  grid-template-areas: 'amount amount' 'year remove';
  justify-content: start;
  gap: ${theme.space.sm};
  align-items: end;
  margin-bottom: ${theme.space.md};
  > :nth-child(1) {
    grid-area: year;
  }
  > :nth-child(2) {
    grid-area: amount;
  }
  > :nth-child(3) {
    grid-area: remove;
    justify-self: start;
    margin-bottom: 0.3rem;
  }
  ${media.md} {
    grid-template-columns: minmax(0, 6rem) minmax(0, 16rem) auto;
    grid-template-areas: 'year amount remove';
  }
`;

function TeamPayFields({
  draft,
  change,
  field,
  errors,
}: {
  draft: SettingsDraft;
  change: (update: (next: SettingsDraft) => void) => void;
  field: FieldMaker;
  errors: FieldErrors;
}) {
  return (
    <Panel aria-labelledby={teamPaySection.titleId}>
      <PanelTitle id={teamPaySection.titleId} tabIndex={-1}>
        {teamPaySection.title}
      </PanelTitle>
      <Lead>What your team is paid follows these (the Payouts tab).</Lead>
      <Grid>
        {field(
          'earlyStartTime',
          SITE_SETTINGS_LABELS.earlyStartTime,
          draft.earlyStartTime,
          (value) => change((d) => void (d.earlyStartTime = value)),
          'An artist arriving before this time (her first chair less the set-up) is paid her early-start fee.',
        )}
      </Grid>
      <Lead style={{ marginTop: theme.space.md }}>
        A 1099-NEC is due for an artist paid this much or more in the year by Zelle, cash or check. From 2027 the
        threshold follows inflation: add each year&apos;s when it is announced. A year without one is never guessed.
      </Lead>
      <YearValueRows
        path="form1099Thresholds"
        valueName="amount"
        draft={draft}
        change={change}
        Row={Row}
        field={field}
        error={errors.form1099Thresholds}
        unit="$"
        valueInputMode="decimal"
        valueLabel={form1099ThresholdLabel}
        removeLabel={(year) => `Remove the 1099-NEC threshold for ${year}`}
        addLabel="Add a year's threshold"
        firstNewYear={new Date().getFullYear() + 1}
      />
    </Panel>
  );
}

/** Its section of the Site Settings form (settings-sections.tsx). */
export const teamPaySection: SettingsSection = {
  titleId: 'team-pay-title',
  title: 'Team pay',
  fields: [],
  render: ({ draft, change, field, errors }) => (
    <TeamPayFields draft={draft} change={change} field={field} errors={errors} />
  ),
};
