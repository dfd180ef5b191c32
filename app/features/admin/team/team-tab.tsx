import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { api } from '#contract/api.ts';
import { displayPhone } from '#contract/phone.ts';
import type { TeamMember } from '#contract/team.ts';
import { ApiError } from '#shared/api-client.ts';
import { theme } from '#shared/theme.ts';
import { Button } from '#shared/ui/button.tsx';
import { useToast } from '#shared/ui/toast.tsx';
import { reasonOf, useAdminSession } from '../session/admin-session.tsx';
import { ChoiceField, FieldError, FormActions, SwitchField, TextField } from '../ui/form-controls.tsx';
import {
  Badge,
  EditDeleteButtons,
  FormPanel,
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
  TabLayout,
} from '../ui/panels.tsx';
import { useSavedSettings } from '../ui/saved-settings.tsx';
import { useAdminList } from '../ui/use-admin-list.ts';
import { useConfirm } from '../ui/use-confirm.tsx';
import { blankTeamDraft, draftOfArtist, formFieldOf, payLine, teamBody, type TeamDraft } from './team-draft.ts';

// Her team: she is the lead (from Site Settings, always first, no rates), then the artists she brings for a big
// party, each with her pay (a rate per service of the price list, or a day rate), early-start fee, "W-9 on file"
// (a tick: the form itself stays with her, never a tax number here) and whether she is active.

const Fields = styled.div`
  display: grid;
  gap: ${theme.space.md};
`;

const Rates = styled.fieldset`
  display: grid;
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${theme.space.xs};
    font-size: ${theme.fontSizes.sm};
    font-weight: 600;
  }
`;

const Tick = styled.label`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  min-height: 44px;
  font-size: ${theme.fontSizes.sm};
  font-weight: 600;
  input {
    width: 22px;
    height: 22px;
  }
`;

const PAY_BY = [
  { value: 'service', label: 'A rate per service' },
  { value: 'day', label: 'A day rate' },
] as const;

function ArtistForm({
  editing,
  services,
  onDone,
}: {
  /** The artist being edited, or null for a new one. */
  editing: TeamMember | null;
  services: readonly string[];
  onDone: (saved: boolean) => void;
}) {
  const { send } = useAdminSession();
  const toast = useToast();
  const [draft, setDraft] = useState<TeamDraft>(() => (editing ? draftOfArtist(editing) : blankTeamDraft()));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const set = <Key extends keyof TeamDraft>(key: Key, value: TeamDraft[Key]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: '' }));
  };
  const setRate = (service: string, value: string) => {
    setDraft((current) => ({ ...current, rates: { ...current.rates, [service]: value } }));
    setErrors((current) => ({ ...current, [`rate:${service}`]: '' }));
  };
  const rateNames = [...services, ...Object.keys(draft.rates).filter((name) => !services.includes(name))];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const { body, rateFields } = teamBody(draft, services);
    setPending(true);
    try {
      if (editing) await send(api.adminTeam.update, { params: { id: editing.id }, body });
      else await send(api.adminTeam.create, { body });
      toast({ title: 'Success', description: `${draft.name.trim()} saved to your team`, variant: 'success' });
      onDone(true);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return;
      const field = error instanceof ApiError ? formFieldOf(error.field, rateFields) : '';
      setErrors(field ? { [field]: reasonOf(error) } : { form: reasonOf(error) });
      // The field at fault takes focus, so a keyboard or a screen reader lands on the message.
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>(`[data-field="${field}"] input, [aria-invalid="true"]`)?.focus(),
      );
    } finally {
      setPending(false);
    }
  };

  const error = (key: string) => errors[key] || undefined;
  return (
    <FormPanel aria-labelledby="team-form-title">
      <PanelTitle id="team-form-title">{editing ? `Edit ${editing.name}` : 'Add an artist'}</PanelTitle>
      <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate>
        <Fields>
          <div data-field="name">
            <TextField
              label="Name"
              required
              value={draft.name}
              error={error('name')}
              maxLength={80}
              onChange={(value) => set('name', value)}
            />
          </div>
          <div data-field="phone">
            <TextField
              label="Phone"
              required
              keyboard="phone"
              value={draft.phone}
              error={error('phone')}
              onChange={(value) => set('phone', value)}
            />
          </div>
          <div data-field="email">
            <TextField
              label="E-mail (optional)"
              keyboard="email"
              value={draft.email}
              error={error('email')}
              onChange={(value) => set('email', value)}
            />
          </div>
          <ChoiceField legend="Pay" value={draft.payBy} options={PAY_BY} onChange={(value) => set('payBy', value)} />
          {draft.payBy === 'service' ? (
            <Rates data-field="rates">
              <legend>Her rate for each service (leave empty for services she does not do)</legend>
              {error('rates') && <FieldError role="alert">{error('rates')}</FieldError>}
              {rateNames.map((service) => (
                <div key={service} data-field={`rate:${service}`}>
                  <TextField
                    label={service}
                    unit="$"
                    inputMode="decimal"
                    value={draft.rates[service] ?? ''}
                    error={error(`rate:${service}`)}
                    onChange={(value) => setRate(service, value)}
                  />
                </div>
              ))}
            </Rates>
          ) : (
            <div data-field="dayRate">
              <TextField
                label="Day rate"
                unit="$"
                inputMode="decimal"
                value={draft.dayRate}
                error={error('dayRate')}
                onChange={(value) => set('dayRate', value)}
              />
            </div>
          )}
          <div data-field="earlyStartFee">
            <TextField
              label="Early-start fee"
              hint="Added when she must arrive before your early-start time."
              unit="$"
              inputMode="decimal"
              value={draft.earlyStartFee}
              error={error('earlyStartFee')}
              onChange={(value) => set('earlyStartFee', value)}
            />
          </div>
          <Tick>
            <input
              type="checkbox"
              checked={draft.w9OnFile}
              onChange={(event) => set('w9OnFile', event.target.checked)}
            />
            W-9 on file
          </Tick>
          {error('w9OnFile') && <FieldError role="alert">{error('w9OnFile')}</FieldError>}
          <SwitchField
            label="Active (can be chosen for a chair)"
            checked={draft.active}
            onChange={(value) => set('active', value)}
          />
          {error('form') && <FieldError role="alert">{error('form')}</FieldError>}
        </Fields>
        <FormActions>
          <Button type="submit" disabled={pending}>
            {pending ? 'Saving…' : editing ? 'Save artist' : 'Add artist'}
          </Button>
          <Button type="button" $variant="secondary" onClick={() => onDone(false)}>
            Cancel
          </Button>
        </FormActions>
      </form>
    </FormPanel>
  );
}

export function TeamTab() {
  const list = useAdminList(api.adminTeam.list, 'team');
  const { saved } = useSavedSettings();
  const { send } = useAdminSession();
  const toast = useToast();
  const [confirm, confirmDialog] = useConfirm();
  const [editing, setEditing] = useState<TeamMember | 'new' | null>(null);
  const services = (saved?.serviceGroups ?? []).flatMap((group) => group.items.map((item) => item.name));

  const remove = async (artist: TeamMember) => {
    const ok = await confirm({
      title: `Delete ${artist.name}?`,
      description: `${artist.name} leaves your team. Any chair she works on a schedule goes back to you. This cannot be undone.`,
      confirmLabel: 'Delete',
    });
    if (!ok) return;
    try {
      await send(api.adminTeam.remove, { params: { id: artist.id } });
      toast({ title: 'Success', description: `${artist.name} deleted from your team`, variant: 'success' });
      await list.refetch();
      document.getElementById('team-title')?.focus();
    } catch (error) {
      toast({ title: 'Error', description: `Failed to delete ${artist.name}: ${reasonOf(error)}`, variant: 'error' });
    }
  };

  return (
    <TabLayout>
      {editing !== null && (
        <ArtistForm
          key={editing === 'new' ? 'new' : editing.id}
          editing={editing === 'new' ? null : editing}
          services={services}
          onDone={(didSave) => {
            setEditing(null);
            if (didSave) void list.refetch();
          }}
        />
      )}
      <Panel aria-labelledby="team-title">
        <PanelHeader>
          <PanelTitle id="team-title" tabIndex={-1}>
            Your team
          </PanelTitle>
          {editing === null && (
            <Button type="button" $size="sm" onClick={() => setEditing('new')}>
              Add artist
            </Button>
          )}
        </PanelHeader>
        <ListState list={list} empty={null} />
        <ItemList aria-labelledby="team-title">
          {list.items.map((member) => (
            <ItemCard key={member.id}>
              <ItemHead>
                <ItemTitle>{member.name}</ItemTitle>
                {member.lead ? (
                  <Badge $tone="active">You, the lead artist</Badge>
                ) : (
                  <>
                    {!member.active && <Badge $tone="hidden">Not active</Badge>}
                    <Badge $tone={member.w9OnFile ? 'neutral' : 'new'}>
                      {member.w9OnFile ? 'W-9 on file' : 'No W-9 yet'}
                    </Badge>
                  </>
                )}
              </ItemHead>
              <ItemMeta>
                {displayPhone(member.phone)}
                {member.email ? ` · ${member.email}` : ''}
              </ItemMeta>
              {member.lead ? (
                <ItemMeta>
                  Your name and phone come from Site Settings. You are always on chair 1 unless you choose another
                  artist.
                </ItemMeta>
              ) : (
                <>
                  <ItemMeta>{payLine(member)}</ItemMeta>
                  <ItemActions>
                    <EditDeleteButtons
                      editLabel={`Edit ${member.name}`}
                      deleteLabel={`Delete ${member.name}`}
                      onEdit={() => setEditing(member)}
                      onDelete={() => void remove(member)}
                    />
                  </ItemActions>
                </>
              )}
            </ItemCard>
          ))}
        </ItemList>
        {list.status === 'ready' && list.items.length === 1 && (
          <ItemMeta>
            No artists yet. Add the artists you bring for a big party, then choose them for a chair in the timeline
            builder.
          </ItemMeta>
        )}
      </Panel>
      {confirmDialog}
    </TabLayout>
  );
}
