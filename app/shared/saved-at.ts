// When a copy kept on the phone (the schedule, a party card, Faces) was last fetched, in the phone's own time: the
// "Last updated …" of every page that opens without signal.

/** The phone's own calendar date as YYYY-MM-DD (local time): for "saved today at…". */
export function localIsoDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** "Nov 21 at 3:05 PM", or "today at 3:05 PM": when the copy on the phone was last fetched. */
export function formatSavedAt(savedAt: number, now: Date = new Date()): string {
  const saved = new Date(savedAt);
  const time = saved.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
  if (localIsoDate(saved) === localIsoDate(now)) return `today at ${time}`;
  const date = saved.toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    ...(saved.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  });
  return `${date} at ${time}`;
}
