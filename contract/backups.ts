// Backups of the whole site (its data, the server's secret files and the photos), shared by the dashboard's
// Backups section and the server's routes.

/** The multipart form field a backup to restore is sent in. */
export const RESTORE_FIELD = 'backup';
/** The optional form field for her backup code, to verify a backup made on another server (or before a data loss). */
export const RESTORE_CODE_FIELD = 'code';

export const BACKUP_CODE_MALFORMED =
  'A backup code has 32 letters and digits (in groups of four, such as 7K2M-…); check what you typed';

/**
 * The largest backup a restore takes, streamed to disk, never held in memory: 2 GB for the data and photos, and 2 GB
 * more for the private photos' own cap (JPEGs do not compress, so a site at that cap has backups past 2 GB).
 */
export const MAX_RESTORE_BYTES = 4 * 1024 ** 3;

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

/** Her backup code: what verifies the backups this site makes; never written into one. */
export interface BackupCode {
  code: string;
}

/** A passkey a restore would bring back. */
export interface RestoredPasskey {
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** What a backup holds and what restoring it would do, before anything changes (the confirm step). */
export interface RestoreCheck {
  /** Names the checked backup kept on the server, to restore it without sending it again (for an hour). */
  id: string;
  /**
   * Made by this site (or by the site whose code she typed) and not edited since. One that is not restores the
   * content only (see UNVERIFIED_RESTORE).
   */
  verified: boolean;
  /** When the backup was made (ISO). */
  createdAt: string;
  records: Record<string, number>;
  photos: number;
  /** The passkeys that would log in after the restore; none for a backup that did not verify. */
  passkeys: RestoredPasskey[];
  /** For a backup that did not verify: how many of her current passkeys stay. */
  keptPasskeys: number;
}

/** The id of a checked backup, to restore it. */
export interface RestoreChecked {
  id: string;
}

/** What a restore put back, for the owner to check at a glance. */
export interface RestoreAnswer {
  verified: boolean;
  /** Records per list (testimonials, gallery, weddingSchedules...). */
  records: Record<string, number>;
  photos: number;
  /** The secret files put back from the backup (none when it did not verify). */
  secrets: string[];
  /** What was made new instead: the calendar link and the schedule-token and link-token secrets, when it did not verify. */
  madeNew: string[];
  /** How many other signed-in devices were signed out (every one but the one that restored). */
  signedOut: number;
  /** The kept backup of everything as it was just before the restore. */
  beforeRestore: string;
}

/** What a backup that does not verify does, in the words the dashboard shows. */
export const UNVERIFIED_RESTORE =
  "This backup could not be verified: it was made on another server (type that server's backup code) or changed since it was made. Restoring it brings back the content only: your passkeys and notification devices stay as they are, your calendar link changes, and brides' saved phones ask for their PIN once.";
