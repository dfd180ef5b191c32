import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { PASSKEY_NAME_MAX, type PasskeyInfo, type SignedInDevice } from '#contract/admin-auth.ts';
import { api } from '#contract/api.ts';
import { ApiError } from '#shared/api-client.ts';
import { media, theme } from '#shared/theme.ts';
import { Button } from '#shared/ui/button.tsx';
import { useToast } from '#shared/ui/toast.tsx';
import { FormFailure, SaveFailed, useSubmit } from '#shared/ui/form-failure.tsx';
import { passkeyProblem, passkeysSupported, reasonOf, useAdminSession } from './admin-session.tsx';
import { TextField } from '../ui/form-controls.tsx';
import {
  Badge,
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
import { useAdminList } from '../ui/use-admin-list.ts';
import { useConfirm } from '../ui/use-confirm.tsx';

const Sections = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  align-items: start;
  ${media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

const Intro = styled.p`
  margin: 0 0 ${theme.space.md};
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.sm};
`;

const RenameForm = styled.form`
  display: grid;
  gap: ${theme.space.sm};
  margin-top: ${theme.space.sm};
`;

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

/** A refusal the session already handled (401 shows the login card) needs no toast of its own. */
const sessionEnded = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * Site Settings' "Signed-in devices": every browser logged in to the dashboard, with Sign out for each (a lost
 * phone) and for all of them; and her passkeys, to add, name and remove.
 */
export function SignedInDevices() {
  return (
    <Sections>
      <DeviceList />
      <PasskeyList />
    </Sections>
  );
}

function DeviceList() {
  const { call, logout, loggedOut } = useAdminSession();
  const devices = useAdminList(api.adminSessions.list, 'signed-in devices');
  const toast = useToast();
  const [confirm, confirmDialog] = useConfirm();

  const signOut = async (device: SignedInDevice) => {
    if (device.current) {
      logout();
      return;
    }
    const ok = await confirm({
      title: 'Sign out this device?',
      description: `${device.device} (last used ${when(device.lastUsedAt)}) will have to log in again to open the dashboard.`,
      confirmLabel: 'Sign out',
    });
    if (!ok) return;
    try {
      await call(api.adminSessions.end, { params: { id: device.id } });
      toast({ title: 'Success', description: `${device.device} is signed out`, variant: 'success' });
      await devices.refetch();
      document.getElementById('devices-title')?.focus();
    } catch (error) {
      if (sessionEnded(error)) return;
      toast({ title: 'Error', description: `Failed to sign out the device: ${reasonOf(error)}`, variant: 'error' });
    }
  };

  const signOutEverywhere = async () => {
    const ok = await confirm({
      title: 'Sign out everywhere?',
      description:
        'Every device, this one included, will have to log in again with a passkey or the admin key. Use this if a phone or computer is lost.',
      confirmLabel: 'Sign out everywhere',
    });
    if (!ok) return;
    try {
      await call(api.adminSessions.endAll);
      toast({ title: 'Success', description: 'Signed out on every device', variant: 'success' });
      loggedOut();
    } catch (error) {
      if (sessionEnded(error)) return;
      toast({ title: 'Error', description: `Failed to sign out: ${reasonOf(error)}`, variant: 'error' });
    }
  };

  return (
    <Panel aria-labelledby="devices-title">
      <PanelHeader>
        <PanelTitle id="devices-title" tabIndex={-1}>
          Signed-in devices
        </PanelTitle>
        <Button type="button" $size="sm" $variant="danger" onClick={() => void signOutEverywhere()}>
          Sign out everywhere
        </Button>
      </PanelHeader>
      <Intro>Each phone or computer that is logged in to this dashboard. Lost a phone? Sign it out here.</Intro>
      <ListState list={devices} empty="No devices are signed in." />
      <ItemList aria-label="Signed-in devices">
        {devices.items.map((device) => (
          <ItemCard key={device.id} $highlight={device.current}>
            <ItemHead>
              <ItemTitle>{device.device}</ItemTitle>
              {device.current && <Badge $tone="active">This device</Badge>}
            </ItemHead>
            <ItemMeta>
              Last used {when(device.lastUsedAt)}
              <br />
              Signed in {when(device.createdAt)}
            </ItemMeta>
            <ItemActions>
              <Button
                type="button"
                $size="sm"
                $variant="secondary"
                aria-label={device.current ? 'Sign out this device' : `Sign out ${device.device}`}
                onClick={() => void signOut(device)}
              >
                Sign out
              </Button>
            </ItemActions>
          </ItemCard>
        ))}
      </ItemList>
      {confirmDialog}
    </Panel>
  );
}

function PasskeyList() {
  const { call } = useAdminSession();
  const passkeys = useAdminList(api.adminPasskeys.list, 'passkeys');
  const toast = useToast();
  const [confirm, confirmDialog] = useConfirm();
  const { pending: adding, failure, run } = useSubmit();
  const [canUsePasskeys] = useState(passkeysSupported);

  const addPasskey = () => {
    if (adding) return;
    void run(async () => {
      try {
        const { startRegistration } = await import('@simplewebauthn/browser');
        const optionsJSON = await call(api.adminPasskeys.registrationOptions);
        const credential = await startRegistration({ optionsJSON });
        const added = await call(api.adminPasskeys.register, { body: credential });
        toast({ title: 'Success', description: `Passkey added: ${added.name}`, variant: 'success' });
        await passkeys.refetch();
        return true;
      } catch (error) {
        if (sessionEnded(error)) return false;
        toast({ title: 'Error', description: passkeyProblem(error), variant: 'error' });
        throw new SaveFailed(passkeyProblem(error));
      }
    });
  };

  const remove = async (passkey: PasskeyInfo) => {
    const ok = await confirm({
      title: 'Remove this passkey?',
      description: `"${passkey.name}" will no longer log in to the dashboard. You can add it again from that device.`,
      confirmLabel: 'Remove',
    });
    if (!ok) return;
    try {
      await call(api.adminPasskeys.remove, { params: { id: passkey.id } });
      toast({ title: 'Success', description: `Passkey removed: ${passkey.name}`, variant: 'success' });
      await passkeys.refetch();
      document.getElementById('passkeys-title')?.focus();
    } catch (error) {
      if (sessionEnded(error)) return;
      toast({ title: 'Error', description: `Failed to remove the passkey: ${reasonOf(error)}`, variant: 'error' });
    }
  };

  return (
    <Panel aria-labelledby="passkeys-title">
      <PanelHeader>
        <PanelTitle id="passkeys-title" tabIndex={-1}>
          Passkeys
        </PanelTitle>
        <Button type="button" $size="sm" disabled={adding || !canUsePasskeys} onClick={addPasskey}>
          {adding ? 'Waiting for your device...' : 'Add a passkey'}
        </Button>
        <FormFailure message={failure} />
      </PanelHeader>
      <Intro>
        Log in with Face ID, Touch ID, Android or a security key instead of the admin key: add a passkey on each device
        you use. The admin key keeps working as the way back in.
        {!canUsePasskeys && ' This browser cannot make passkeys for this page.'}
      </Intro>
      <ListState list={passkeys} empty="No passkeys yet." />
      <ItemList aria-label="Passkeys">
        {passkeys.items.map((passkey) => (
          <PasskeyItem
            key={passkey.id}
            passkey={passkey}
            onRenamed={() => void passkeys.refetch()}
            onRemove={() => void remove(passkey)}
          />
        ))}
      </ItemList>
      {confirmDialog}
    </Panel>
  );
}

function PasskeyItem({
  passkey,
  onRenamed,
  onRemove,
}: {
  passkey: PasskeyInfo;
  onRenamed: () => void;
  onRemove: () => void;
}) {
  const { call } = useAdminSession();
  const toast = useToast();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(passkey.name);
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    if (!name.trim()) {
      setError('Please give the passkey a name');
      return;
    }
    setSaving(true);
    try {
      await call(api.adminPasskeys.rename, { params: { id: passkey.id }, body: { name } });
      toast({ title: 'Success', description: 'Passkey renamed', variant: 'success' });
      setEditing(false);
      onRenamed();
    } catch (caught) {
      if (!sessionEnded(caught)) setError(reasonOf(caught));
    } finally {
      setSaving(false);
    }
  };

  return (
    <ItemCard>
      <ItemHead>
        <ItemTitle>{passkey.name}</ItemTitle>
      </ItemHead>
      <ItemMeta>
        Added {when(passkey.createdAt)}
        <br />
        {passkey.lastUsedAt ? `Last used ${when(passkey.lastUsedAt)}` : 'Not used to log in yet'}
      </ItemMeta>
      {editing ? (
        <RenameForm onSubmit={save} noValidate aria-label={`Rename ${passkey.name}`}>
          <TextField
            label="Passkey name"
            value={name}
            maxLength={PASSKEY_NAME_MAX}
            autoFocus
            onChange={(value) => {
              setName(value);
              setError('');
            }}
            error={error || undefined}
          />
          <ItemActions>
            <Button type="submit" $size="sm" disabled={saving}>
              {saving ? 'Saving...' : 'Save'}
            </Button>
            <Button
              type="button"
              $size="sm"
              $variant="secondary"
              onClick={() => {
                setEditing(false);
                setName(passkey.name);
                setError('');
              }}
            >
              Cancel
            </Button>
          </ItemActions>
        </RenameForm>
      ) : (
        <ItemActions>
          <Button
            type="button"
            $size="sm"
            $variant="secondary"
            aria-label={`Rename ${passkey.name}`}
            onClick={() => setEditing(true)}
          >
            Rename
          </Button>
          <Button type="button" $size="sm" $variant="danger" aria-label={`Remove ${passkey.name}`} onClick={onRemove}>
            Remove
          </Button>
        </ItemActions>
      )}
    </ItemCard>
  );
}
