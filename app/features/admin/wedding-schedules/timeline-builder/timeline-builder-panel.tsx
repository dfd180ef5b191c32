import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { api } from '#contract/api.ts';
import type { ServiceGroup } from '#contract/site-settings.ts';
import type { WeddingSchedule } from '#contract/wedding-schedule.ts';
import { minutesToTwelveHour, parseTimeToMinutes } from '#contract/clock-time.ts';
import { media, theme } from '#shared/theme.ts';
import { Button } from '#shared/ui/button.tsx';
import { useToast } from '#shared/ui/toast.tsx';
import { FormFailure, SaveFailed, useSubmit } from '#shared/ui/form-failure.tsx';
import { ChoiceField, FormActions, SelectField, TextField, type SelectOption } from '../../ui/form-controls.tsx';
import { ListState, Panel, PanelHeader, PanelTitle } from '../../ui/panels.tsx';
import { useAdminList } from '../../ui/use-admin-list.ts';
import { useConfirm } from '../../ui/use-confirm.tsx';
import { useServicesWrite } from '../use-services-write.ts';
import { isBride, orderBrideLast, type ChairNumber } from '#contract/back-timing.ts';
import { serviceFit } from '#contract/schedule-line.ts';
import {
  blankDraft,
  draftTimeline,
  MAX_PEOPLE,
  timelineWrite,
  withPersonAdded,
  withPersonMoved,
  type DraftPerson,
  type TimelineDraft,
} from './timeline-draft.ts';

/** Roles she types most, offered as one-tap choices on an empty row; the field takes any name or role. */
const QUICK_ROLES = ['Bride', 'Maid of Honor', 'Mother of the Bride', 'Mother of the Groom', 'Flower Girl'];

/** Roles the name field suggests as she types; the field takes any name or role. */
const ROLE_SUGGESTIONS = [
  'Bride',
  'Maid of Honor',
  'Bridesmaid 1',
  'Bridesmaid 2',
  'Bridesmaid 3',
  'Bridesmaid 4',
  'Mother of the Bride',
  'Mother of the Groom',
  'Grandmother of the Bride',
  'Flower Girl',
];

/** Long enough for "Mother of the Bride (Linda)"; the service's line is "{person}: {service}". */
const PERSON_MAX_LENGTH = 80;

const CHAIR_CHOICES = [
  { value: '1', label: '1 chair' },
  { value: '2', label: '2 chairs side by side' },
] as const;

/** "e.g. 3:00 PM" in the empty field reads as an example, not as a time already filled in. */
const ReadyByField = styled.div`
  display: grid;
  gap: ${theme.space.xs};
  input::placeholder {
    font-style: italic;
    opacity: 0.75;
  }
`;

/** The phone's own clock picker beside the typed time: a tap or two instead of typing. */
const ClockPick = styled.label`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.text};
  input {
    min-height: 44px;
    padding: 0 ${theme.space.sm};
    border: 1px solid ${theme.colors.line};
    border-radius: ${theme.radii.sm};
    background: ${theme.colors.white};
    color: ${theme.colors.ink};
    font: inherit;
  }
`;

/** One-tap names under an empty row's name field. */
const QuickPicks = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
  margin-top: ${theme.space.xs};
  > button {
    min-height: 44px;
    text-transform: none;
    letter-spacing: 0;
  }
`;

const Lead = styled.p`
  margin: 0 0 ${theme.space.lg};
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.sm};
`;

const Settings = styled.div`
  display: grid;
  gap: ${theme.space.md};
  margin-bottom: ${theme.space.lg};
  ${media.md} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.4fr) minmax(0, 1fr);
    align-items: start;
  }
`;

const SubTitle = styled.h3`
  font-size: ${theme.fontSizes.lg};
  margin: 0 0 ${theme.space.xs};
`;

const Note = styled.p`
  margin: 0 0 ${theme.space.md};
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.muted};
`;

const People = styled.ol`
  list-style: none;
  margin: 0 0 ${theme.space.md};
  padding: 0;
  display: grid;
  gap: ${theme.space.md};
`;

const PersonCard = styled.li`
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.ivory};
  padding: ${theme.space.md};
  fieldset {
    margin: 0;
    padding: 0;
    border: 0;
    min-width: 0;
  }
  legend {
    padding: 0;
    margin-bottom: ${theme.space.sm};
    font-weight: 700;
    color: ${theme.colors.ink};
  }
`;

/**
 * One line per person from tablet width (name, service, minutes, the row's buttons); on a phone the name and the
 * service take a line each, the minutes and the buttons share the last.
 */
const PersonFields = styled.div`
  display: grid;
  gap: ${theme.space.sm};
  grid-template-columns: 6.5rem minmax(0, 1fr);
  align-items: start;
  > :nth-child(-n + 2) {
    grid-column: 1 / -1;
  }
  ${media.md} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.3fr) 6.5rem auto;
    > :nth-child(-n + 2) {
      grid-column: auto;
    }
  }
`;

const RowActions = styled.div`
  align-self: end;
  display: flex;
  justify-content: flex-end;
  gap: ${theme.space.xs};
  /* Level with the inputs beside them, and as tall: a thumb's target. */
  > button {
    min-height: 44px;
  }
`;

/** ↑ and ↓: a square button whose name (aria-label) says which row moves where. */
const MoveButton = styled(Button).attrs({ type: 'button', $size: 'sm', $variant: 'secondary' })`
  width: 44px;
  padding: 0;
  font-size: 1.1rem;
  letter-spacing: 0;
`;

const Empty = styled.p`
  margin: 0 0 ${theme.space.md};
  padding: ${theme.space.md};
  text-align: center;
  color: ${theme.colors.muted};
  border: 1px dashed ${theme.colors.line};
  border-radius: ${theme.radii.md};
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

let nextRowKey = 0;
const newPerson = (): DraftPerson => ({ key: (nextRowKey += 1), person: '', serviceName: '', minutes: '' });

/** Her price list as the service select's options, grouped as on her Services page, each with its length. */
function serviceOptions(groups: readonly ServiceGroup[], chosen: string): SelectOption[] {
  const seen = new Set<string>();
  const options: SelectOption[] = [{ value: '', label: 'Choose a service' }];
  for (const group of groups) {
    for (const item of group.items) {
      // A name in two groups is one choice: its first length is the one used.
      if (seen.has(item.name)) continue;
      seen.add(item.name);
      options.push({ value: item.name, label: `${item.name} · ${item.durationMinutes} min`, group: group.name });
    }
  }
  // A row keeps its service when she has since renamed or removed it in Site Settings.
  if (chosen && !seen.has(chosen)) options.push({ value: chosen, label: `${chosen} (not in your price list)` });
  return options;
}

/** "HH:MM" for the native time input from a time as typed, or '' when it is not one. */
function clockValue(typed: string): string {
  const minutes = parseTimeToMinutes(typed);
  if (minutes === undefined) return '';
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** "Bridesmaid 3": the lowest number no row has yet. */
function nextBridesmaid(people: readonly DraftPerson[]): string {
  const taken = new Set(
    people.flatMap((person) => {
      const match = /^bridesmaid\s+(\d+)$/i.exec(person.person.trim());
      return match ? [Number(match[1])] : [];
    }),
  );
  let number = 1;
  while (taken.has(number)) number += 1;
  return `Bridesmaid ${number}`;
}

/**
 * The service of her price list made for this role: the one whose name the role says most of ("Bride": Bridal
 * Makeup; "Mother of the Bride": Mother of the Bride / Groom rather than Bridal Makeup); the first on a tie.
 */
function serviceFor(groups: readonly ServiceGroup[], role: string) {
  let best: { item: ServiceGroup['items'][number]; fit: number } | undefined;
  for (const item of groups.flatMap((group) => group.items)) {
    const fit = serviceFit(role, item.name);
    if (fit !== undefined && (!best || fit > best.fit)) best = { item, fit };
  }
  return best?.item;
}

function durationOf(groups: readonly ServiceGroup[], serviceName: string): number | undefined {
  for (const group of groups) {
    const item = group.items.find((candidate) => candidate.name === serviceName);
    if (item) return item.durationMinutes;
  }
  return undefined;
}

/**
 * The timeline builder for one schedule: ready-by time, chairs, buffer and who is in the chair with her price list's
 * services, back-timed into a preview, then written as the schedule's services in one request.
 */
export function TimelineBuilderPanel({
  schedule,
  serviceGroups,
  onClose,
  onCreated,
}: {
  schedule: WeddingSchedule;
  serviceGroups: readonly ServiceGroup[];
  onClose: () => void;
  /** After the services were written: show them. */
  onCreated: () => void;
}) {
  const existing = useAdminList(api.adminScheduleServices.list, 'schedule services', { id: schedule.id });
  const writeServices = useServicesWrite(schedule.id);
  const toast = useToast();
  const [confirm, confirmDialog] = useConfirm();
  const [draft, setDraft] = useState<TimelineDraft>(() => ({ ...blankDraft(), people: [newPerson()] }));
  // The bride goes last until the artist moves a row herself; from then on her order is the order.
  const [brideLast, setBrideLast] = useState(true);
  const [previewShown, setPreviewShown] = useState(false);
  const [brideMovedNote, setBrideMovedNote] = useState(false);
  const [mode, setMode] = useState<'replace' | 'append'>('replace');
  const { pending, failure, run } = useSubmit();
  const panelRef = useRef<HTMLElement>(null);
  const readyByRef = useRef<HTMLInputElement>(null);
  const previewTitleRef = useRef<HTMLHeadingElement>(null);
  // After Add person, a move or a removal, where focus goes once the list has re-rendered.
  const focusAfterRender = useRef<string | null>(null);
  const suggestionsId = useId();

  useEffect(() => {
    panelRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    readyByRef.current?.focus({ preventScroll: true });
  }, [schedule.id]);

  useEffect(() => {
    const target = focusAfterRender.current;
    if (!target) return;
    focusAfterRender.current = null;
    panelRef.current?.querySelector<HTMLElement>(target)?.focus();
  });

  const { problems, timeline } = draftTimeline(draft);
  const people = draft.people;

  const setField = <Key extends keyof TimelineDraft>(key: Key, value: TimelineDraft[Key]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const setPerson = (key: number, change: Partial<DraftPerson>) =>
    setDraft((current) => ({
      ...current,
      people: current.people.map((person) => (person.key === key ? { ...person, ...change } : person)),
    }));

  const addPerson = () => {
    const added = newPerson();
    setDraft((current) => ({ ...current, people: withPersonAdded(current.people, added, brideLast) }));
    focusAfterRender.current = `[data-person-key="${added.key}"] input`;
  };

  const movePerson = (index: number, step: -1 | 1) => {
    const person = people[index]!;
    setBrideLast(false);
    setBrideMovedNote(false);
    setDraft((current) => ({ ...current, people: withPersonMoved(current.people, index, step) }));
    // The pressed button is disabled once its row reaches the top or the bottom: then its twin takes focus.
    const atEnd = step === -1 ? index - 1 === 0 : index + 1 === people.length - 1;
    focusAfterRender.current = `[data-person-key="${person.key}"] [data-move="${atEnd ? -step : step}"]`;
  };

  const removePerson = (index: number) => {
    const next = people[index + 1] ?? people[index - 1];
    setDraft((current) => ({ ...current, people: current.people.filter((_, at) => at !== index) }));
    focusAfterRender.current = next ? `[data-person-key="${next.key}"] input` : '[data-add-person]';
  };

  const preview = () => {
    if (brideLast) {
      const ordered = orderBrideLast(people);
      const changed = ordered.some((person, index) => person !== people[index]);
      if (changed) setField('people', ordered);
      setBrideMovedNote(changed);
    }
    setPreviewShown(true);
    requestAnimationFrame(() => {
      previewTitleRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      previewTitleRef.current?.focus({ preventScroll: true });
    });
  };

  const existingCount = existing.items.length;
  const replacing = mode === 'replace' && existingCount > 0;

  const create = async () => {
    if (!timeline || pending) return;
    const count = timeline.rows.length;
    if (replacing) {
      const ok = await confirm({
        title: 'Replace her services?',
        description: `${schedule.clientName}'s ${existingCount} current service${existingCount === 1 ? '' : 's'} will be deleted and the ${count} new one${count === 1 ? '' : 's'} created in their place. This cannot be undone.`,
        confirmLabel: 'Replace',
      });
      if (!ok) return;
    }
    await run(async () => {
      const body = timelineWrite(timeline, mode, existing.items);
      const outcome = await writeServices(body);
      if (outcome.ok) {
        const start = body.scheduleStartTime ? `; her start time is now ${body.scheduleStartTime}` : '';
        toast({
          title: 'Success',
          description: `${count} service${count === 1 ? '' : 's'} created for ${schedule.clientName}${start}`,
          variant: 'success',
        });
        onCreated();
        return true;
      }
      await existing.refetch();
      if (!outcome.message) return false;
      const description = `Failed to create services: ${outcome.message}`;
      toast({ title: 'Error', description, variant: 'error' });
      throw new SaveFailed(description);
    });
  };

  return (
    <Panel ref={panelRef} aria-labelledby="timeline-title">
      <PanelHeader>
        <PanelTitle id="timeline-title" tabIndex={-1}>
          Build timeline for {schedule.clientName}
        </PanelTitle>
        <Button type="button" $size="sm" $variant="secondary" onClick={onClose}>
          Close Timeline Builder
        </Button>
      </PanelHeader>
      <Lead>
        Work back from the time everyone must be ready: each person has a service from your price list, and the bride
        goes last so her look is freshest.
      </Lead>

      <Settings>
        <ReadyByField>
          <TextField
            ref={readyByRef}
            label="Ready by"
            placeholder="e.g. 3:00 PM"
            hint="When everyone must be ready: type it (3pm, 15:00) or pick it below."
            autoComplete="off"
            maxLength={20}
            value={draft.readyBy}
            onChange={(value) => setField('readyBy', value)}
          />
          <ClockPick>
            Pick on a clock
            <input
              type="time"
              step={300}
              value={clockValue(draft.readyBy)}
              onChange={(event) => {
                const [hours, minutes] = event.target.value.split(':').map(Number);
                if (hours !== undefined && minutes !== undefined && !Number.isNaN(hours) && !Number.isNaN(minutes)) {
                  setField('readyBy', minutesToTwelveHour(hours * 60 + minutes));
                }
              }}
            />
          </ClockPick>
        </ReadyByField>
        <ChoiceField
          legend="Artists"
          hint="Two artists work on two people at once."
          value={String(draft.chairs) as '1' | '2'}
          options={CHAIR_CHOICES}
          onChange={(value) => setField('chairs', Number(value) as ChairNumber)}
        />
        <TextField
          label="Buffer (minutes)"
          hint="Everyone is done this long before Ready by."
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={draft.buffer}
          onChange={(value) => setField('buffer', value)}
        />
      </Settings>

      <SubTitle id="people-title">Who is in the chair</SubTitle>
      <Note>
        In the order they sit. {brideLast ? 'The bride goes last unless you move her.' : 'Your order is kept.'}
      </Note>
      <datalist id={suggestionsId}>
        {ROLE_SUGGESTIONS.map((role) => (
          <option key={role} value={role} />
        ))}
      </datalist>
      {!serviceGroups.some((group) => group.items.length > 0) && (
        <Note role="alert">Your price list is empty: add your services in Site Settings to choose them here.</Note>
      )}
      {people.length === 0 && <Empty>No one in the chair yet. Add the first person.</Empty>}
      <People aria-labelledby="people-title">
        {people.map((person, index) => {
          const who = person.person.trim() || 'this person';
          const rowLabel = `row ${index + 1} (${who})`;
          const hasBride = people.some((other) => other !== person && isBride(other.person));
          const quickRoles = person.person.trim()
            ? []
            : [
                ...(hasBride ? [] : ['Bride']),
                nextBridesmaid(people),
                ...QUICK_ROLES.filter((role) => role !== 'Bride'),
              ];
          const pick = (role: string) => {
            const service = person.serviceName ? undefined : serviceFor(serviceGroups, role);
            setPerson(person.key, {
              person: role,
              ...(service ? { serviceName: service.name, minutes: String(service.durationMinutes) } : {}),
            });
          };
          return (
            <PersonCard key={person.key} data-person-key={person.key}>
              <fieldset>
                <legend>Row {index + 1}</legend>
                <PersonFields>
                  <div>
                    <TextField
                      label="Name or role"
                      placeholder="e.g. Bridesmaid 1"
                      list={suggestionsId}
                      autoComplete="off"
                      maxLength={PERSON_MAX_LENGTH}
                      value={person.person}
                      onChange={(value) => setPerson(person.key, { person: value })}
                    />
                    {quickRoles.length > 0 && (
                      <QuickPicks role="group" aria-label={`Quick picks for row ${index + 1}`}>
                        {quickRoles.map((role) => (
                          <Button key={role} type="button" $size="sm" $variant="secondary" onClick={() => pick(role)}>
                            {role}
                          </Button>
                        ))}
                      </QuickPicks>
                    )}
                  </div>
                  <SelectField
                    label="Service"
                    value={person.serviceName}
                    options={serviceOptions(serviceGroups, person.serviceName)}
                    onChange={(serviceName) => {
                      const duration = durationOf(serviceGroups, serviceName);
                      setPerson(person.key, {
                        serviceName,
                        ...(duration !== undefined ? { minutes: String(duration) } : {}),
                      });
                    }}
                  />
                  <TextField
                    label="Minutes"
                    type="number"
                    inputMode="numeric"
                    min={1}
                    step={1}
                    value={person.minutes}
                    onChange={(minutes) => setPerson(person.key, { minutes })}
                  />
                  <RowActions>
                    {/* Kept, disabled, at the ends, so every row's buttons line up. */}
                    <MoveButton
                      data-move="-1"
                      aria-label={`Move ${rowLabel} up`}
                      title="Move up"
                      disabled={index === 0}
                      onClick={() => movePerson(index, -1)}
                    >
                      ↑
                    </MoveButton>
                    <MoveButton
                      data-move="1"
                      aria-label={`Move ${rowLabel} down`}
                      title="Move down"
                      disabled={index === people.length - 1}
                      onClick={() => movePerson(index, 1)}
                    >
                      ↓
                    </MoveButton>
                    <Button
                      type="button"
                      $size="sm"
                      $variant="danger"
                      aria-label={`Remove ${rowLabel}`}
                      onClick={() => removePerson(index)}
                    >
                      Remove
                    </Button>
                  </RowActions>
                </PersonFields>
              </fieldset>
            </PersonCard>
          );
        })}
      </People>
      <FormActions>
        <Button
          type="button"
          $variant="secondary"
          data-add-person
          onClick={addPerson}
          disabled={people.length >= MAX_PEOPLE}
        >
          Add person
        </Button>
        <Button type="button" onClick={preview}>
          Preview
        </Button>
      </FormActions>
      {people.length >= MAX_PEOPLE && <Note>A timeline holds at most {MAX_PEOPLE} people.</Note>}

      {previewShown && (
        <PreviewBox aria-labelledby="timeline-preview-title">
          <SubTitle id="timeline-preview-title" ref={previewTitleRef} tabIndex={-1}>
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
                Starts at <strong>{timeline.firstStart}</strong>. Everyone is done by <strong>{timeline.doneBy}</strong>
                , {Number(draft.buffer)} minutes before ready by{' '}
                {minutesToTwelveHour(parseTimeToMinutes(draft.readyBy)!)}.
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
                  legend={`${schedule.clientName} already has ${existingCount} service${existingCount === 1 ? '' : 's'}`}
                  value={mode}
                  options={[
                    { value: 'replace', label: 'Replace them' },
                    { value: 'append', label: 'Add after them' },
                  ]}
                  onChange={setMode}
                />
              )}
              <FormActions>
                <Button type="button" onClick={() => void create()} disabled={pending}>
                  Create services
                </Button>
                <FormFailure message={failure} />
              </FormActions>
            </>
          )}
        </PreviewBox>
      )}
      {confirmDialog}
    </Panel>
  );
}
