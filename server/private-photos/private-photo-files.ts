// Where private photos are kept, on their own so that the backups (server/backups/archive.ts) name them exactly as
// the store does without loading the image code.

/** Their folder inside DATA_DIR, and inside a backup's `data/`. */
export const PRIVATE_PHOTOS_DIR = 'private-photos';

/** A private photo's file name: its id (a UUID, as the store makes them) and `.jpg`; nothing else is one. */
export const PRIVATE_PHOTO_FILE_NAME = /^([0-9a-f-]{36})\.jpg$/;
