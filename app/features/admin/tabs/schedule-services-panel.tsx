import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { ScheduleService, ScheduleServiceInput, WeddingSchedule } from '../../../../contract/wedding-schedule.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { FieldGrid, FormActions, TextField } from '../components/form-controls.tsx';
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
} from '../components/panels.tsx';
import { parseSortOrder } from '../admin-format.ts';
import { useAdminList } from '../hooks/use-admin-list.ts';
import { useConfirm } from '../hooks/use-confirm.tsx';
import { useCrudActions, type CrudWords } from '../hooks/use-crud-actions.ts';

const WORDS: CrudWords = { noun: 'schedule service', title: 'Schedule service', listHeadingId: 'services-title' };
const SERVICES_BASE = '/api/admin/schedule-services';

const ServiceForm = styled.form`
  padding: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.ivory};
  border: 1px solid ${({ theme }) => theme.colors.line};
`;

const FormTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const nextOrderOf = (services: ScheduleService[]) =>
  services.length ? Math.max(...services.map((s) => s.sortOrder)) + 1 : 1;

interface ServiceValues {
  serviceName: string;
  startTime: string;
  endTime: string;
  sortOrder: string;
}

/** The services of one wedding: what the bride sees as her day's schedule. */
export function ScheduleServicesPanel({ schedule, onClose }: { schedule: WeddingSchedule; onClose: () => void }) {
  const collection = `/api/admin/wedding-schedules/${schedule.id}/services`;
  const list = useAdminList<ScheduleService>(collection, 'schedule services');
  const { save, remove } = useCrudActions<ScheduleServiceInput>(collection, SERVICES_BASE, WORDS, list.refetch);
  const [confirm, confirmDialog] = useConfirm();
  const [values, setValues] = useState<ServiceValues>({ serviceName: '', startTime: '', endTime: '', sortOrder: '1' });
  const [editingId, setEditingId] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const orderTouched = useRef(false);
  const panelRef = useRef<HTMLElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const set = (field: keyof ServiceValues, value: string) => setValues((current) => ({ ...current, [field]: value }));

  useEffect(() => {
    panelRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    nameRef.current?.focus({ preventScroll: true });
  }, [schedule.id]);

  // A new service goes after the last one unless the owner chose an order herself.
  useEffect(() => {
    if (!editingId && !orderTouched.current)
      setValues((current) => ({ ...current, sortOrder: String(nextOrderOf(list.items)) }));
  }, [list.items, editingId]);

  const blank = (sortOrder: number) => {
    orderTouched.current = false;
    setEditingId(null);
    setValues({ serviceName: '', startTime: '', endTime: '', sortOrder: String(sortOrder) });
  };

  const submit = async (addMore: boolean) => {
    if (pending) return;
    const sortOrder = parseSortOrder(values.sortOrder);
    setPending(true);
    try {
      const ok = await save(
        { serviceName: values.serviceName, startTime: values.startTime, endTime: values.endTime, sortOrder },
        editingId ?? undefined,
      );
      if (!ok) return;
      if (addMore) {
        blank(sortOrder + 1);
        // The refetch would otherwise move the order to "after the last".
        orderTouched.current = true;
        nameRef.current?.focus();
      } else {
        blank(Math.max(sortOrder + 1, nextOrderOf(list.items)));
      }
    } finally {
      setPending(false);
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
        <FieldGrid>
          <TextField
            ref={nameRef}
            label="Service Name"
            value={values.serviceName}
            onChange={(v) => set('serviceName', v)}
            placeholder="e.g. Bridal Makeup"
            wide
          />
          <TextField
            label="Start Time"
            value={values.startTime}
            onChange={(v) => set('startTime', v)}
            placeholder="8:00 AM"
          />
          <TextField
            label="End Time"
            value={values.endTime}
            onChange={(v) => set('endTime', v)}
            placeholder="9:30 AM"
          />
          <TextField
            label="Order"
            type="number"
            inputMode="numeric"
            step={1}
            value={values.sortOrder}
            onChange={(v) => {
              orderTouched.current = true;
              set('sortOrder', v);
            }}
          />
        </FieldGrid>
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
        </FormActions>
      </ServiceForm>

      <FormTitle as="h3">Current services ({list.items.length})</FormTitle>
      <ListState list={list} empty="No services added yet. Add your first service above!" />
      <ItemList>
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
                  setEditingId(service.id);
                  setValues({
                    serviceName: service.serviceName,
                    startTime: service.startTime,
                    endTime: service.endTime,
                    sortOrder: String(service.sortOrder),
                  });
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
