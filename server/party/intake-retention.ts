import { addCalendarDays, sacramentoDate } from '#contract/calendar-day.ts';
import type { Clock } from '../middleware/throttle.ts';
import type { PrivatePhotoStore } from '../private-photos/private-photo-store.ts';
import type { Data, Store } from '../store/store.ts';
import { expirePartyPush, partyPushOver } from './party-push.ts';

// Allergies, answers and inspiration photos are health and personal data: they are kept `intakeKeepDays` (her
// setting) after the wedding, then deleted (nightly backups keep copies for 14 days more). Checked hourly and at
// start-up, so a server that was off on the day deletes them when it is next up; tests call `check` after moving
// the clock.

const CHECK_EVERY_MS = 60 * 60_000;

/** Whether a wedding's intake answers and photos are due for deletion on `today` (Sacramento dates). */
export const intakeExpired = (eventDate: string, keepDays: number, today: string) =>
  today >= addCalendarDays(eventDate, keepDays);

export class IntakeRetention {
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly store: Store,
    private readonly photos: PrivatePhotoStore,
    private readonly clock: Clock,
    private readonly log: (message: string) => void,
  ) {}

  /** Deletes what is due; answers how many people's answers and photos went. */
  async check(): Promise<{ intakes: number; photos: number }> {
    const today = sacramentoDate(new Date(this.clock()));
    // "You're next" devices (issue 42) are for the wedding morning only: gone the day after.
    if (this.store.data.partyPushSubscriptions.some((item) => partyPushOver(this.store.data, item.bookingId, today))) {
      const gone = await this.store.update((draft: Data) => expirePartyPush(draft, today));
      this.log(`Deleted ${gone} party notification subscriptions after their weddings`);
    }
    const data = this.store.data;
    const keepDays = data.siteSettings.intakeKeepDays;
    const due = new Set(
      data.bookings.filter((booking) => intakeExpired(booking.eventDate, keepDays, today)).map((b) => b.id),
    );
    if (due.size === 0) return { intakes: 0, photos: 0 };
    const intakes = data.bookings.some(
      (booking) => due.has(booking.id) && booking.party.some((person) => person.intake),
    )
      ? await this.store.update((draft: Data) => {
          let count = 0;
          for (const booking of draft.bookings) {
            if (!due.has(booking.id)) continue;
            booking.party.forEach((person, index) => {
              if (!person.intake) return;
              booking.party[index] = { ...person, intake: null };
              count += 1;
            });
          }
          return count;
        })
      : 0;
    const photos = await this.photos.removeWhere((photo) => photo.kind === 'inspiration' && due.has(photo.bookingId));
    if (intakes + photos > 0)
      this.log(`Deleted ${intakes} intake answers and ${photos} inspiration photos past their days`);
    return { intakes, photos };
  }

  start(): void {
    const run = () =>
      void this.check().catch((error: Error) => this.log(`Deleting old intakes failed: ${error.message}`));
    run();
    this.timer = setInterval(run, CHECK_EVERY_MS);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }
}
