import { useEffect, useMemo, useRef, type FormEvent } from 'react';
import styled from 'styled-components';
import * as v from 'valibot';
import { api } from '#contract/api.ts';
import {
  artistOfChair,
  chairsOfArtist,
  scheduleServiceInput,
  type ScheduleService,
  type WeddingSchedule,
} from '#contract/wedding-schedule.ts';
import { theme } from '#shared/theme.ts';
import { Button } from '#shared/ui/button.tsx';
import { FormFailure } from '#shared/ui/form-failure.tsx';
import { FormActions, FormFields, type FieldChange } from '../ui/form-controls.tsx';
import {
  Badge,
  EditDeleteButtons,
  ItemActions,
  ItemCard,
  ItemHead,
  ItemList,
  ItemMeta,
  ItemTitle,
  ListState,
  Panel,
  PanelHeader,
  PanelTitle,
} from '../ui/panels.tsx';
import { entityForm } from '../ui/entity-form.ts';
import { useAdminList } from '../ui/use-admin-list.ts';
import { useConfirm } from '../ui/use-confirm.tsx';
import { useCrudActions, type CrudWords } from '../ui/use-crud-actions.ts';
import { useItemForm } from '../ui/use-item-form.ts';
import { ShiftTimes } from './shift-times/shift-times.tsx';

const WORDS: CrudWords = { noun: 'schedule service', title: 'Schedule service', listHeadingId: 'services-title' };
/** A service is added to its schedule, then changed and deleted by its own id. */
const SERVICE_WRITES = {
  create: api.adminScheduleServices.create,
  update: api.adminScheduleServices.update,
  remove: api.adminScheduleServices.remove,
};

const ServiceForm = styled.form`
  padding: ${theme.space.md};
  margin-bottom: ${theme.space.lg};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.ivory};
  border: 1px solid ${theme.colors.line};
`;

const FormTitle = styled.h3`
  font-size: ${theme.fontSizes.lg};
`;

const ListTitle = styled(FormTitle)`
  scroll-margin-top: calc(${theme.layout.navHeight} + ${theme.space.md});
  &:focus {
    outline: none;
  }
`;

// The timeline builder's person (and her booking's person id), chair and ready-by are not typed here: an edit sends the four fields below and
// the server keeps the rest.
const SERVICE_FORM = entityForm(v.omit(scheduleServiceInput, ['person', 'personId', 'chair', 'service', 'readyBy']), {
  serviceName: { kind: 'text', label: 'Service Name', placeholder: 'e.g. Bridal Makeup', wide: true },
  startTime: { kind: 'text', label: 'Start Time', placeholder: '8:00 AM' },
  endTime: { kind: 'text', label: 'End Time', placeholder: '9:30 AM' },
  sortOrder: { kind: 'whole-number', label: 'Order' },
});

type TypedServiceInput = ReturnType<typeof SERVICE_FORM.bodyOf>;

const nextOrderOf = (services: ScheduleService[]) =>
  services.length ? Math.max(...services.map((s) => s.sortOrder)) + 1 : 1;

/** The services of one wedding: what the bride sees as her day's schedule. */
export function ScheduleServicesPanel({
  schedule,
  onClose,
  onScheduleChanged,
  openAt = 'form',
}: {
  schedule: WeddingSchedule;
  onClose: () => void;
  /** Where she starts: the Add Service form, or the list (to see what the timeline builder just created). */
  openAt?: 'form' | 'list';
  /** A shift can move the schedule's own start time: the schedules list reloads. */
  onScheduleChanged: () => Promise<void>;
}) {
  const ofSchedule = useMemo(() => ({ id: schedule.id }), [schedule.id]);
  const list = useAdminList(api.adminScheduleServices.list, 'schedule services', ofSchedule);
  // Shift times names a chair by its artist ("Only Dana's chair") when one was chosen for it and works no other chair
  // of this morning; otherwise by its number (a chair no one was chosen for, or two chairs of one artist).
  const team = useAdminList(api.adminTeam.list, 'team');
  const chairName = (chair: number) => {
    const artist = schedule.chairArtists?.[chair - 1] ? artistOfChair(schedule, chair) : undefined;
    const member = team.items.find((candidate) => candidate.id === artist);
    const hersAlone = artist !== undefined && chairsOfArtist(schedule, artist).join() === String(chair);
    return member && hersAlone ? member.name : `Artist ${chair}`;
  };

  const { save, remove } = useCrudActions<TypedServiceInput>(SERVICE_WRITES, WORDS, list.refetch, ofSchedule);
  const [confirm, confirmDialog] = useConfirm();
  const form = useItemForm(SERVICE_FORM);
  const { values, set, setValues, editingId, pending, firstFieldRef: nameRef } = form;
  const orderTouched = useRef(false);
  const panelRef = useRef<HTMLElement>(null);
  const listTitleRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (openAt === 'list') {
      listTitleRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      listTitleRef.current?.focus({ preventScroll: true });
      return;
    }
    panelRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    nameRef.current?.focus({ preventScroll: true });
  }, [schedule.id, nameRef, openAt]);

  // A new service goes after the last one unless the owner chose an order herself.
  useEffect(() => {
    if (!editingId && !orderTouched.current)
      setValues((current) => ({ ...current, sortOrder: String(nextOrderOf(list.items)) }));
  }, [list.items, editingId, setValues]);

  const blank = (sortOrder: number) => {
    orderTouched.current = false;
    form.reset();
    set('sortOrder', String(sortOrder));
  };

  const change: FieldChange<TypedServiceInput> = (key, value) => {
    if (key === 'sortOrder') orderTouched.current = true;
    set(key, value);
  };

  const submit = async (addMore: boolean) => {
    if (pending) return;
    let sortOrder = 0;
    const ok = await form.submitWith(() => {
      const body = SERVICE_FORM.bodyOf(values);
      sortOrder = body.sortOrder;
      return save(body, editingId ?? undefined);
    });
    if (!ok) return;
    if (addMore) {
      blank(sortOrder + 1);
      // The refetch would otherwise move the order to "after the last".
      orderTouched.current = true;
      nameRef.current?.focus();
    } else {
      blank(Math.max(sortOrder + 1, nextOrderOf(list.items)));
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(false);
  };

  const askDelete = async (service: ScheduleService) => {
    const ok = await confirm({
      title: 'Delete service?',
      description: `"${service.serviceName}" will be removed from ${schedule.clientName}'s schedule. This cannot be undone.`,
    });
    if (ok && (await remove(service.id)) && editingId === service.id) blank(nextOrderOf(list.items));
  };

  return (
    <Panel ref={panelRef} aria-labelledby="services-title">
      <PanelHeader>
        <PanelTitle id="services-title" tabIndex={-1}>
          Services for {schedule.clientName}
        </PanelTitle>
        <Button type="button" $size="sm" $variant="secondary" onClick={onClose}>
          Close Services Management
        </Button>
      </PanelHeader>

      <ServiceForm onSubmit={onSubmit} aria-labelledby="service-form-title">
        <FormTitle id="service-form-title">{editingId ? 'Edit Service' : 'Add Service'}</FormTitle>
        <FormFields entity={SERVICE_FORM} values={values} onChange={change} firstFieldRef={nameRef} />
        <FormActions>
          <Button type="submit" disabled={pending}>
            {editingId ? 'Update Service' : 'Add Service'}
          </Button>
          {editingId ? (
            <Button
              type="button"
              $variant="secondary"
              onClick={() => blank(nextOrderOf(list.items))}
              disabled={pending}
            >
              Cancel Edit
            </Button>
          ) : (
            <Button type="button" $variant="secondary" onClick={() => void submit(true)} disabled={pending}>
              Save and Add More
            </Button>
          )}
          <FormFailure message={form.failure} />
        </FormActions>
      </ServiceForm>

      {list.items.length > 0 && (
        <ShiftTimes
          schedule={schedule}
          services={list.items}
          chairName={chairName}
          onWritten={async () => {
            await Promise.all([list.refetch(), onScheduleChanged()]);
          }}
        />
      )}

      <ListTitle as="h3" id="current-services-title" ref={listTitleRef} tabIndex={-1}>
        Current services ({list.items.length})
      </ListTitle>
      <ListState list={list} empty="No services added yet. Add your first service above!" />
      <ItemList aria-labelledby="current-services-title">
        {list.items.map((service) => (
          <ItemCard key={service.id} $highlight={editingId === service.id}>
            <ItemHead>
              <ItemTitle as="h4">{service.serviceName}</ItemTitle>
              <Badge>Order: {service.sortOrder}</Badge>
            </ItemHead>
            <ItemMeta>{[service.startTime, service.endTime].filter(Boolean).join(' – ') || 'No time set'}</ItemMeta>
            <ItemActions>
              <EditDeleteButtons
                editLabel={`Edit service ${service.serviceName}`}
                deleteLabel={`Delete service ${service.serviceName}`}
                onEdit={() => {
                  orderTouched.current = true;
                  form.edit(service, false);
                  nameRef.current?.focus();
                }}
                onDelete={() => void askDelete(service)}
              />
            </ItemActions>
          </ItemCard>
        ))}
      </ItemList>
      {confirmDialog}
    </Panel>
  );
}
