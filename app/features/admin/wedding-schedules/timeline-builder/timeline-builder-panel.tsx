import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { api } from '#contract/api.ts';
import type { ServiceGroup } from '#contract/site-settings.ts';
import type { WeddingSchedule } from '#contract/wedding-schedule.ts';
import { orderBrideLast, type ChairNumber } from '#contract/back-timing.ts';
import { LEAD_ARTIST_ID } from '#contract/team.ts';
import { theme } from '#shared/theme.ts';
import { Button } from '#shared/ui/button.tsx';
import { useToast } from '#shared/ui/toast.tsx';
import { SaveFailed, useSubmit } from '#shared/ui/form-failure.tsx';
import { FormActions } from '../../ui/form-controls.tsx';
import { ListState, Panel, PanelHeader, PanelTitle } from '../../ui/panels.tsx';
import { useAdminList } from '../../ui/use-admin-list.ts';
import { useConfirm } from '../../ui/use-confirm.tsx';
import { useServicesWrite } from '../use-services-write.ts';
import { BuilderSettings } from './builder-settings.tsx';
import { NotInTimeline } from './not-in-timeline.tsx';
import { PersonRows } from './person-rows.tsx';
import { durationOf } from './price-list-choices.ts';
import { Note, SubTitle, TimelinePreview } from './timeline-preview.tsx';
import {
  blankDraft,
  draftFromBooking,
  draftFromServices,
  draftTimeline,
  MAX_PEOPLE,
  partyChanges,
  rowsFor,
  timelineWrite,
  twoChairsProblem,
  withPersonAdded,
  withPersonMoved,
  type BookedPerson,
  type DraftPerson,
  type TimelineDraft,
} from './timeline-draft.ts';

const Lead = styled.p`
  margin: 0 0 ${theme.space.lg};
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.sm};
`;

const Empty = styled.p`
  margin: 0 0 ${theme.space.md};
  padding: ${theme.space.md};
  text-align: center;
  color: ${theme.colors.muted};
  border: 1px dashed ${theme.colors.line};
  border-radius: ${theme.radii.md};
`;

let nextRowKey = 0;
const newKey = () => (nextRowKey += 1);
const newPerson = (): DraftPerson => ({ key: newKey(), person: '', serviceName: '', minutes: '' });

/** Where the builder's first draft came from: what she built before, the booking's party, or nothing. */
type Start = 'saved' | 'booking' | 'blank';

/**
 * The timeline builder for one schedule: ready-by time, chairs, buffer and who is in the chair with her price list's
 * services, back-timed into a preview, then written as the schedule's services in one request. It starts from what
 * it built before when the schedule has it, else from the booking's party (a row per service of each person, ready
 * by from the booking), else from one empty row; the booking's people added or taken out since are shown.
 */
export function TimelineBuilderPanel({
  schedule,
  booking,
  bookingLoading = false,
  serviceGroups,
  onClose,
  onCreated,
}: {
  schedule: WeddingSchedule;
  /** The booking the schedule belongs to, if any: its party and ready-by time. */
  booking?: { readyBy: string; party: readonly BookedPerson[] };
  /** True while the bookings are still loading: the draft waits for them, not to start blank beside a party. */
  bookingLoading?: boolean;
  serviceGroups: readonly ServiceGroup[];
  onClose: () => void;
  /** After the services were written: show them. */
  onCreated: () => void;
}) {
  const existing = useAdminList(api.adminScheduleServices.list, 'schedule services', { id: schedule.id });
  // Her team, for who works each chair.
  const team = useAdminList(api.adminTeam.list, 'team');
  const writeServices = useServicesWrite(schedule.id);
  const toast = useToast();
  const [confirm, confirmDialog] = useConfirm();
  // Made once the schedule's services have loaded, so saved work is never covered by a blank form.
  const [draft, setDraft] = useState<TimelineDraft | null>(null);
  const [start, setStart] = useState<Start>('blank');
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
  const party = booking?.party ?? [];
  const minutesOf = (serviceName: string) => durationOf(serviceGroups, serviceName);

  useEffect(() => {
    if (draft || existing.status !== 'ready' || bookingLoading) return;
    const priceList = serviceGroups.flatMap((group) => group.items.map((item) => item.name));
    const saved = draftFromServices(existing.items, { party, priceList }, newKey);
    // Who works each chair, as the schedule keeps it.
    const staffed = { chairArtists: schedule.chairArtists ?? [] };
    if (saved) {
      // Her order as she left it.
      setBrideLast(false);
      setStart('saved');
      setDraft({ ...saved, ...staffed, chairs: Math.max(saved.chairs, schedule.chairs ?? 1) as ChairNumber });
    } else if (party.length > 0) {
      setStart('booking');
      setDraft({
        ...draftFromBooking({ readyBy: booking?.readyBy ?? '', party }, minutesOf, newKey),
        ...staffed,
        chairs: schedule.chairs ?? 1,
      });
    } else {
      setDraft({ ...blankDraft(), ...staffed, chairs: schedule.chairs ?? 1, people: [newPerson()] });
    }
    // Made once, from the first answer; later refetches (after a failed write) leave her draft alone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [existing.status, bookingLoading]);

  useEffect(() => {
    panelRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [schedule.id]);

  const ready = draft !== null;
  useEffect(() => {
    if (ready) readyByRef.current?.focus({ preventScroll: true });
  }, [ready]);

  useEffect(() => {
    const target = focusAfterRender.current;
    if (!target) return;
    focusAfterRender.current = null;
    const element = panelRef.current?.querySelector<HTMLElement>(target);
    element?.focus({ preventScroll: true });
    element?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  });

  const people = draft?.people ?? [];
  const existingCount = existing.items.length;
  const replacing = mode === 'replace' && existingCount > 0;
  const drafted = draft ? draftTimeline(draft, brideLast) : { problems: [] };
  // A person is in one chair at a time, counting the services kept when adding after them: refused, naming her.
  const refusal = drafted.timeline && twoChairsProblem(drafted.timeline, replacing ? [] : existing.items);
  const { problems, timeline } = refusal ? { problems: [refusal], timeline: undefined } : drafted;
  const { missing, gone } = partyChanges(party, people);

  const setField = <Key extends keyof TimelineDraft>(key: Key, value: TimelineDraft[Key]) =>
    setDraft((current) => current && { ...current, [key]: value });

  const setPerson = (key: number, change: Partial<DraftPerson>) =>
    setDraft(
      (current) =>
        current && {
          ...current,
          people: current.people.map((person) => (person.key === key ? { ...person, ...change } : person)),
        },
    );

  const addRows = (added: DraftPerson[]) => {
    if (added.length === 0) return;
    setDraft((current) => current && { ...current, people: withPersonAdded(current.people, ...added) });
    focusAfterRender.current = `[data-person-key="${added[0]!.key}"] input`;
  };

  const movePerson = (index: number, step: -1 | 1) => {
    const person = people[index]!;
    setBrideLast(false);
    setBrideMovedNote(false);
    setDraft((current) => current && { ...current, people: withPersonMoved(current.people, index, step) });
    // The pressed button is disabled once its row reaches the top or the bottom: then its twin takes focus.
    const atEnd = step === -1 ? index - 1 === 0 : index + 1 === people.length - 1;
    focusAfterRender.current = `[data-person-key="${person.key}"] [data-move="${atEnd ? -step : step}"]`;
  };

  const removePerson = (index: number) => {
    const next = people[index + 1] ?? people[index - 1];
    setDraft((current) => current && { ...current, people: current.people.filter((_, at) => at !== index) });
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
      const body = timelineWrite(timeline, mode, existing.items, {
        chairs: draft!.chairs,
        chairArtists: Array.from(
          { length: draft!.chairs },
          (_, index) => draft!.chairArtists?.[index] || LEAD_ARTIST_ID,
        ),
      });
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
        {start === 'saved'
          ? 'Your timeline as you built it: change it and create the services again.'
          : start === 'booking'
            ? "From the booking's party: each person's services and her ready-by time."
            : 'Work back from the time everyone must be ready: each person has a service from your price list, and the bride goes last so her look is freshest.'}
      </Lead>
      {!draft ? (
        <ListState list={existing} empty={null} />
      ) : (
        <>
          <BuilderSettings
            draft={draft}
            readyByRef={readyByRef}
            fromBooking={start === 'booking' && draft.readyBy === booking?.readyBy && draft.readyBy !== ''}
            team={team.items}
            onChange={setField}
          />

          <SubTitle id="people-title">Who is in the chair</SubTitle>
          <Note>
            In the order they sit. {brideLast ? 'The bride goes last unless you move her.' : 'Your order is kept.'}
          </Note>
          {!serviceGroups.some((group) => group.items.length > 0) && (
            <Note role="alert">Your price list is empty: add your services in Site Settings to choose them here.</Note>
          )}
          <NotInTimeline missing={missing} onAdd={(person) => addRows(rowsFor(person, minutesOf, newKey))} />
          {people.length === 0 && <Empty>No one in the chair yet. Add the first person.</Empty>}
          <PersonRows
            people={people}
            serviceGroups={serviceGroups}
            gone={gone}
            onChange={setPerson}
            onMove={movePerson}
            onRemove={removePerson}
          />
          <FormActions>
            <Button
              type="button"
              $variant="secondary"
              data-add-person
              onClick={() => addRows([newPerson()])}
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
            <TimelinePreview
              draft={draft}
              problems={problems}
              timeline={timeline}
              titleRef={previewTitleRef}
              brideMovedNote={brideMovedNote}
              existing={existing}
              clientName={schedule.clientName}
              mode={mode}
              onMode={setMode}
              onCreate={() => void create()}
              pending={pending}
              failure={failure}
            />
          )}
        </>
      )}
      {confirmDialog}
    </Panel>
  );
}
