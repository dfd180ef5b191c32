/** The installed app's icon shows how many questionnaires are unread (where the browser has the Badging API). */
export function showUnreadOnAppIcon(unread: number): void {
  if (typeof navigator === 'undefined' || typeof navigator.setAppBadge !== 'function') return;
  const done = unread > 0 ? navigator.setAppBadge(unread) : navigator.clearAppBadge();
  // Browsers refuse it outside an installed app; the count is then simply not shown.
  done.catch(() => {});
}
