import { useRef, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { api } from '#contract/api.ts';
import { RESTORE_FIELD, type KeptBackup } from '#contract/backups.ts';
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
import { useAdminList } from '../ui/use-admin-list.ts';
import { useConfirm } from '../ui/use-confirm.tsx';

const Intro = styled.p`
  margin: 0 0 ${theme.space.md};
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.sm};
`;

const Actions = styled.div`
  display: flex;
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

/**
 * Site Settings' "Backups": a backup of everything (bookings, schedules, settings, photos and the keys that keep
 * brides' saved schedules and her notifications working) to download now, the nightly ones kept on the server,
 * and a restore from a backup file.
 */
export function BackupsPanel() {
  const { upload } = useAdminSession();
  const backups = useAdminList(api.adminBackups.list, 'backups');
  const toast = useToast();
  const [confirm, confirmDialog] = useConfirm();
  const [progress, setProgress] = useState<number | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const restore = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const ok = await confirm({
      title: 'Restore this backup?',
      description: `Everything on the site will be replaced by what "${file.name}" holds. A backup of the site as it is now is kept first, so this can be undone.`,
      confirmLabel: 'Restore',
    });
    if (!ok) return;
    const form = new FormData();
    form.append(RESTORE_FIELD, file);
    setProgress(0);
    try {
      const answer = await upload(api.adminBackups.restore, form, setProgress);
      const schedules = answer.records.weddingSchedules ?? 0;
      toast({
        title: 'Success',
        description: `Backup restored: ${schedules} wedding schedule(s), ${answer.photos} photo file(s). The site as it was is kept as "${answer.beforeRestore}".`,
        variant: 'success',
      });
      await backups.refetch();
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) {
        toast({ title: 'Error', description: reasonOf(error), variant: 'error' });
      }
    } finally {
      setProgress(null);
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
        A backup holds everything: bookings, wedding schedules, lesson forms, settings, photos and the keys that keep
        brides&apos; saved schedules and your notifications working. Keep it somewhere private: it holds your admin key
        and your clients&apos; details. The server also makes one every night.
      </Intro>
      <Actions>
        {/* A plain link: the browser saves the file itself, however large, sending her session cookie. */}
        <Button as="a" href={api.adminBackups.download.path()} download $size="sm">
          Download a backup
        </Button>
        <Button
          type="button"
          $size="sm"
          $variant="secondary"
          disabled={progress !== null}
          onClick={() => input.current?.click()}
        >
          {progress === null ? 'Restore from a backup' : `Restoring... ${Math.round(progress * 100)}%`}
        </Button>
        <HiddenInput
          ref={input}
          type="file"
          accept=".gz,.tgz,application/gzip"
          tabIndex={-1}
          aria-label="Backup file to restore"
          onChange={(event) => void restore(event)}
        />
      </Actions>
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
      {confirmDialog}
    </Panel>
  );
}
