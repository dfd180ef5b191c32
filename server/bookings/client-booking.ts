import { bookingMoney } from '#contract/booking.ts';
import type { ClientBooking } from '#contract/wedding-schedule.ts';
import type { Data } from '../store/store.ts';

/**
 * The bride's part of the booking that owns her schedule, or null: never her notes or the client's e-mail. Her
 * money is her own share (the people she pays for, travel, her payments); each person who pays for herself is
 * named with whether she has paid, and none of her lines, total, payments or tips leave the server (her whole party
 * has the PIN, and one bridesmaid's money is not another's business).
 */
export function clientBookingOf(data: Readonly<Data>, scheduleId: string): ClientBooking | null {
  const booking = data.bookings.find((item) => item.scheduleId === scheduleId);
  if (!booking) return null;
  const settings = data.siteSettings;
  const money = bookingMoney(booking, settings.balanceDueDaysBefore);
  const share = money.clientShare;
  const selfPaying = money.party.flatMap((person) =>
    person.share ? [{ name: person.name, paid: person.share.balance === 0 }] : [],
  );
  return {
    lines: share.lines.map(({ name, service, price, durationMinutes }) => ({ name, service, price, durationMinutes })),
    total: share.total,
    paid: share.paid,
    balance: share.balance,
    balanceDueDate: money.balanceDueDate,
    paymentInstructions: settings.paymentInstructions,
    paymentLink: settings.paymentLink,
    readyBy: booking.readyBy.trim(),
    // Only when someone pays for herself: a party the client pays for whole reads as it always did.
    ...(selfPaying.length > 0 ? { selfPaying } : {}),
  };
}
