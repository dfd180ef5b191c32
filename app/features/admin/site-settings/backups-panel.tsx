import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { api } from '#contract/api.ts';
import {
  RESTORE_CODE_FIELD,
  RESTORE_FIELD,
  UNVERIFIED_RESTORE,
  type KeptBackup,
  type RestoreCheck,
} from '#contract/backups.ts';
import { ApiError } from '#shared/api-client.ts';
import { theme } from '#shared/theme.ts';
import { Button } from '#shared/ui/button.tsx';
import { useToast } from '#shared/ui/toast.tsx';
import { reasonOf, useAdminSession } from '../session/admin-session.tsx';
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
import { TextField } from '../ui/form-controls.tsx';
import { useAdminList } from '../ui/use-admin-list.ts';
import { BackupCode } from './backup-code.tsx';

const Intro = styled.div`
  margin: 0 0 ${theme.space.md};
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.sm};
  p {
    margin: 0;
  }
  ul {
    margin: ${theme.space.xs} 0 ${theme.space.sm};
    padding-left: 1.25rem;
  }
`;

/** A part of the panel (her backup code, a restore), under a heading of its own. */
const Part = styled.section`
  margin-bottom: ${theme.space.md};
  padding-top: ${theme.space.md};
  border-top: 1px solid ${theme.colors.line};
`;

const PartTitle = styled.h3`
  margin: 0 0 ${theme.space.xs};
  font-size: ${theme.fontSizes.lg};
  color: ${theme.colors.ink};
`;

const PartText = styled.p`
  margin: 0 0 ${theme.space.sm};
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.sm};
`;

const Actions = styled.div<{ $spaced?: boolean }>`
  display: flex;
  margin-top: ${({ $spaced }) => ($spaced ? theme.space.sm : '0')};
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  margin-bottom: ${theme.space.md};
`;

const HiddenInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  opacity: 0;
  pointer-events: none;
`;

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

const megabytes = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const KIND_LABEL: Record<KeptBackup['kind'], string> = { nightly: 'Nightly', 'before-restore': 'Before a restore' };

/** The confirm step; a backup that did not verify is set apart in the danger colour, a verified one in green. */
const Checked = styled.section<{ $verified: boolean }>`
  margin-bottom: ${theme.space.md};
  padding: ${theme.space.md};
  border: 1px solid ${({ $verified }) => ($verified ? theme.colors.success : theme.colors.danger)};
  border-left-width: 4px;
  border-radius: ${theme.radii.md};
  background: ${theme.colors.white};
  font-size: ${theme.fontSizes.sm};
  display: grid;
  gap: ${theme.space.sm};
  overflow-wrap: anywhere;
  p,
  ul {
    margin: 0;
  }
  ul {
    padding-left: 1.25rem;
  }
  h3 {
    margin: 0;
    font-size: ${theme.fontSizes.lg};
    color: ${theme.colors.ink};
  }
  h3:focus {
    outline: none;
  }
`;

const Verdict = styled.strong<{ $verified: boolean }>`
  color: ${({ $verified }) => ($verified ? theme.colors.success : theme.colors.danger)};
`;

/** What the last restore did, kept in the panel (a toast goes away before she has read what changed). */
const Restored = styled.p`
  margin: 0 0 ${theme.space.md};
  padding: ${theme.space.sm} ${theme.space.md};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.cream};
  font-size: ${theme.fontSizes.sm};
`;

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** What the confirm step says a restore would do, from the server's check of the file. */
function CheckedBackup({ check, file }: { check: RestoreCheck; file: string }) {
  return (
    <>
      <p>
        <Verdict $verified={check.verified}>{check.verified ? 'Verified: ' : 'Not verified. '}</Verdict>
        {check.verified
          ? `"${file}" is a backup this site made on ${when(check.createdAt)}, unchanged since.`
          : UNVERIFIED_RESTORE}
      </p>
      <p>
        It holds {check.records.bookings ?? 0} booking(s), {check.records.weddingSchedules ?? 0} wedding schedule(s) and{' '}
        {check.photos} photo file(s).
      </p>
      {check.verified ? (
        <>
          <p>
            {check.passkeys.length === 0
              ? 'It brings back no passkeys: log in with your admin key, then add yours again.'
              : 'Passkeys it brings back (they can log in to your dashboard):'}
          </p>
          {check.passkeys.length > 0 && (
            <ul aria-label="Passkeys this backup brings back">
              {check.passkeys.map((passkey, index) => (
                <li key={`${passkey.name}-${index}`}>
                  {passkey.name}: added {day(passkey.createdAt)},{' '}
                  {passkey.lastUsedAt ? `last used ${day(passkey.lastUsedAt)}` : 'never used'}
                </li>
              ))}
            </ul>
          )}
        </>
      ) : (
        <p>Your {check.keptPasskeys} passkey(s) stay as they are; none come from this file.</p>
      )}
      <p>
        Every other device signed in to this dashboard is signed out. A backup of the site as it is now is kept first.
      </p>
    </>
  );
}

/**
 * Site Settings' "Backups": a backup of everything to download now, the nightly ones kept on the server, her backup
 * code, and a restore from a backup file: checked by the server first (whether it verifies, what it brings back,
 * which passkeys), then restored once she confirms.
 */
export function BackupsPanel() {
  const { call, upload } = useAdminSession();
  const backups = useAdminList(api.adminBackups.list, 'backups');
  const toast = useToast();
  const [progress, setProgress] = useState<number | null>(null);
  const [code, setCode] = useState('');
  const [checked, setChecked] = useState<{ check: RestoreCheck; file: string } | null>(null);
  const [restoring, setRestoring] = useState(false);
  const [restored, setRestored] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const checkedTitle = useRef<HTMLHeadingElement>(null);

  // The confirm step appears below the button she pressed: her focus goes to it, so it is read out and Tab reaches
  // its buttons next.
  useEffect(() => {
    if (checked) checkedTitle.current?.focus();
  }, [checked]);

  const failed = (error: unknown) => {
    if (!(error instanceof ApiError && error.status === 401)) {
      toast({ title: 'Error', description: reasonOf(error), variant: 'error' });
    }
  };

  const checkFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const form = new FormData();
    form.append(RESTORE_FIELD, file);
    if (code.trim()) form.append(RESTORE_CODE_FIELD, code.trim());
    setChecked(null);
    setRestored(null);
    setProgress(0);
    try {
      setChecked({ check: await upload(api.adminBackups.check, form, setProgress), file: file.name });
    } catch (error) {
      failed(error);
    } finally {
      setProgress(null);
    }
  };

  const restore = async () => {
    if (!checked) return;
    setRestoring(true);
    try {
      const answer = await call(api.adminBackups.restoreChecked, { body: { id: checked.check.id } });
      const schedules = answer.records.weddingSchedules ?? 0;
      const content = `Backup restored: ${schedules} wedding schedule(s), ${answer.photos} photo file(s). The site as it was is kept as "${answer.beforeRestore}".`;
      const said = answer.verified
        ? content
        : `${content} It was not verified, so only the content came back: your calendar link is new (subscribe again), and brides' saved phones ask for their PIN once.`;
      toast({ title: 'Success', description: said, variant: 'success' });
      setRestored(said);
      setChecked(null);
      setCode('');
      await backups.refetch();
    } catch (error) {
      failed(error);
    } finally {
      setRestoring(false);
    }
  };

  return (
    <Panel aria-labelledby="backups-title">
      <PanelHeader>
        <PanelTitle id="backups-title" tabIndex={-1}>
          Backups
        </PanelTitle>
      </PanelHeader>
      <Intro>
        <p>A backup holds everything:</p>
        <ul>
          <li>bookings, wedding schedules, lesson forms, settings and photos;</li>
          <li>your passkeys, your calendar link and the devices that get your notifications;</li>
          <li>the keys behind brides&apos; saved schedules, private links and notifications;</li>
          <li>the admin key, when the server made it itself (never a key set by whoever runs your server).</li>
        </ul>
        <p>
          It never holds your backup code. Keep backups somewhere private: anyone who has one can read your
          clients&apos; details and open your calendar. The server also makes one every night.
        </p>
      </Intro>
      <Actions>
        {/* A plain link: the browser saves the file itself, however large, sending her session cookie. */}
        <Button as="a" href={api.adminBackups.download.path()} download $size="sm">
          Download a backup
        </Button>
      </Actions>
      <Part aria-labelledby="backup-code-title">
        <PartTitle id="backup-code-title">Backup code</PartTitle>
        <BackupCode />
      </Part>
      <Part aria-labelledby="restore-title">
        <PartTitle id="restore-title">Restore</PartTitle>
        <PartText>
          Choose a backup file: you see what it would bring back before anything changes. Everything on the site is then
          replaced by what it holds.
        </PartText>
        <TextField
          label="Backup code (only for a backup made on another server)"
          hint="Leave it empty for this server's own backups."
          value={code}
          onChange={setCode}
          spellCheck={false}
          autoComplete="off"
        />
        <Actions $spaced>
          <Button
            type="button"
            $size="sm"
            $variant="secondary"
            disabled={progress !== null || restoring}
            onClick={() => input.current?.click()}
          >
            {progress === null ? 'Restore from a backup' : `Checking... ${Math.round(progress * 100)}%`}
          </Button>
          <HiddenInput
            ref={input}
            type="file"
            accept=".gz,.tgz,application/gzip"
            tabIndex={-1}
            aria-label="Backup file to restore"
            onChange={(event) => void checkFile(event)}
          />
        </Actions>
        {restored && <Restored role="status">{restored}</Restored>}
        {checked && (
          <Checked aria-labelledby="restore-check-title" $verified={checked.check.verified}>
            <h3 id="restore-check-title" ref={checkedTitle} tabIndex={-1}>
              Restore this backup?
            </h3>
            <CheckedBackup check={checked.check} file={checked.file} />
            <ItemActions>
              <Button type="button" $size="sm" $variant="danger" disabled={restoring} onClick={() => void restore()}>
                {restoring ? 'Restoring...' : checked.check.verified ? 'Restore' : 'Restore the content only'}
              </Button>
              <Button
                type="button"
                $size="sm"
                $variant="secondary"
                disabled={restoring}
                onClick={() => setChecked(null)}
              >
                Cancel
              </Button>
            </ItemActions>
          </Checked>
        )}
      </Part>
      <Part aria-labelledby="kept-backups-title">
        <PartTitle id="kept-backups-title">Kept on the server</PartTitle>
        <ListState list={backups} empty="No nightly backups yet: the first is made tonight." />
        <ItemList aria-label="Kept backups">
          {backups.items.map((backup) => (
            <ItemCard key={backup.name}>
              <ItemHead>
                <ItemTitle>{when(backup.createdAt)}</ItemTitle>
                <Badge $tone={backup.kind === 'nightly' ? 'active' : 'neutral'}>{KIND_LABEL[backup.kind]}</Badge>
              </ItemHead>
              <ItemMeta>{megabytes(backup.size)}</ItemMeta>
              <ItemActions>
                <Button
                  as="a"
                  href={api.adminBackups.kept.path({ name: backup.name })}
                  download
                  $size="sm"
                  $variant="secondary"
                  aria-label={`Download the backup of ${when(backup.createdAt)}`}
                >
                  Download
                </Button>
              </ItemActions>
            </ItemCard>
          ))}
        </ItemList>
      </Part>
    </Panel>
  );
}
