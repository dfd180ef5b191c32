/**
 * Writes the first-run app icons (home screen, install dialog, the browser tab's) to public/icons/, drawn as the
 * server draws her business's (server/web/app-icons.ts) for the first-run business name. The service worker
 * precaches some of them; the server answers their addresses with her own monogram. Run with
 * `npx tsx scripts/make-icons.ts` after changing the design; the files are committed.
 */
import { writeFile } from 'node:fs/promises';
import { APP_ICONS, businessInitials, type AppIconPath } from '../contract/app-icon.ts';
import { DEFAULT_SITE_SETTINGS } from '../contract/site-settings-defaults.ts';
import { drawAppIcon } from '../server/web/app-icons.ts';

const initials = businessInitials(DEFAULT_SITE_SETTINGS.businessName);
for (const path of Object.keys(APP_ICONS) as AppIconPath[]) {
  await writeFile(new URL(`../public${path}`, import.meta.url), await drawAppIcon(path, initials));
}
console.log(`Icons for "${initials}" written to public/icons/`);
