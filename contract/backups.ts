// Backups of the whole site (its data, the server's secret files and the photos), shared by the dashboard's
// Backups section and the server's routes.

/** The multipart form field a backup to restore is sent in. */
export const RESTORE_FIELD = 'backup';

/** The largest backup a restore takes: 2 GB, streamed to disk, never held in memory. */
export const MAX_RESTORE_BYTES = 2 * 1024 ** 3;

/** A backup kept on the server, as the list shows it. */
export interface KeptBackup {
  name: string;
  /** Bytes. */
  size: number;
  /** ISO time it was made. */
  createdAt: string;
  /** Made by the nightly schedule, or just before a restore replaced everything. */
  kind: 'nightly' | 'before-restore';
}

/** What a restore put back, for the owner to check at a glance. */
export interface RestoreAnswer {
  /** Records per list (testimonials, gallery, weddingSchedules...). */
  records: Record<string, number>;
  photos: number;
  /** The secret files put back (schedule-token-secret, vapid-keys). */
  secrets: string[];
  /** The kept backup of everything as it was just before the restore. */
  beforeRestore: string;
}
