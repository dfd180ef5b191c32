import { artistPayFor, arrivalFor } from '#contract/artist-pay.ts';
import { form1099For } from '#contract/form-1099.ts';
import { payoutYear, thresholdFor, type Payout } from '#contract/payout.ts';
import type { PayoutArtistYear, PayoutWedding, PayoutsYear } from '#contract/payouts-year.ts';
import { noThresholdMessage } from '#contract/form-1099.ts';
import type { TeamArtist } from '#contract/team.ts';
import { centsOf } from '#contract/money.ts';
import type { Data } from '../store/store.ts';
import { artistsOnBooking } from './tip-for.ts';

// What she owes each team artist in a year: the weddings of the year on the artist's chairs, each priced by
// contract/artist-pay.ts, less the payouts recorded for it; and the year's 1099-NEC total (contract/form-1099.ts).

/** A wedding she owes for: booked or done (a hold may still fall through; a cancelled one is not worked). */
const isWorked = (status: string) => status === 'booked' || status === 'completed';

/** Each team artist's weddings of the year, with what she is owed for each. */
function weddingsOf(data: Readonly<Data>, year: number, artist: TeamArtist): PayoutWedding[] {
  const settings = data.siteSettings;
  const weddings: PayoutWedding[] = [];
  for (const booking of data.bookings) {
    if (!isWorked(booking.status) || !booking.eventDate.startsWith(`${year}-`)) continue;
    const allArtistIds = artistsOnBooking(data, booking.scheduleId);
    if (!allArtistIds.includes(artist.id)) continue;
    const schedule = data.weddingSchedules.find((item) => item.id === booking.scheduleId)!;
    const services = data.scheduleServices
      .filter((service) => service.scheduleId === schedule.id)
      .sort((a, b) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0));
    const pay = artistPayFor({
      artist,
      services,
      schedule,
      party: booking.party,
      payments: booking.payments,
      arrivalTime: arrivalFor(services, schedule, artist.id, settings.setupMinutes),
      earlyStartTime: settings.earlyStartTime,
      allArtistIds,
    });
    const paid = (data.payouts ?? [])
      .filter((payout) => payout.artistId === artist.id && payout.bookingId === booking.id)
      .reduce((sum, payout) => sum + centsOf(payout.amount), 0);
    weddings.push({
      bookingId: booking.id,
      clientName: booking.clientName,
      eventDate: booking.eventDate,
      pay,
      paid,
      owed: pay.total - paid,
    });
  }
  return weddings.sort((a, b) => a.eventDate.localeCompare(b.eventDate));
}

const newestFirst = (a: Payout, b: Payout) =>
  b.paidOn.localeCompare(a.paidOn) || b.createdAt.localeCompare(a.createdAt);

export function payoutsYear(data: Readonly<Data>, year: number): PayoutsYear {
  const thresholds = data.siteSettings.form1099Thresholds;
  const artists: PayoutArtistYear[] = [];
  for (const artist of data.team ?? []) {
    const weddings = weddingsOf(data, year, artist);
    const all = (data.payouts ?? []).filter((payout) => payout.artistId === artist.id);
    const payouts = all.filter((payout) => payoutYear(payout) === year).sort(newestFirst);
    if (!artist.active && weddings.length === 0 && payouts.length === 0) continue;
    const sum = (pick: (wedding: PayoutWedding) => number) =>
      weddings.reduce((total, wedding) => total + pick(wedding), 0);
    artists.push({
      artistId: artist.id,
      name: artist.name,
      active: artist.active,
      w9OnFile: artist.w9OnFile,
      weddings,
      pay: sum((wedding) => wedding.pay.total),
      paid: sum((wedding) => wedding.paid),
      owed: sum((wedding) => wedding.owed),
      payouts,
      form1099: form1099For({ year, payouts: all, thresholds, w9OnFile: artist.w9OnFile }),
    });
  }
  artists.sort((a, b) => a.name.localeCompare(b.name));
  const threshold = thresholdFor(year, thresholds);
  return { year, threshold, noThreshold: threshold === null ? noThresholdMessage(year) : null, artists };
}
