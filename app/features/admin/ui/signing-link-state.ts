import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { SigningLink } from '#contract/agreement.ts';
import { api } from '#contract/api.ts';
import type { BookingAnswer } from '#contract/booking.ts';
import { useAdminSession } from '../session/admin-session.tsx';

// What a booking's view knows of its agreement, shared by its panels so that each shows the same: whether the
// current version waits to be signed, and her signing link while it works. The Agreement panel makes and renews
// the link and marks paper copies; the Texts panel puts the link in the PIN text and the agreement reminder. A
// link made in one is in the other at once.

interface Known {
  /** Undefined until loaded; null while she has no link that works. */
  link?: SigningLink | null;
  /** Whether the current version is unsigned; undefined until known. */
  waiting?: boolean;
}

const known = new Map<string, Known>();
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

function publish(bookingId: string, change: Known) {
  known.set(bookingId, { ...known.get(bookingId), ...change });
  listeners.forEach((listener) => listener());
}

/** The booking's signing link as the panels share it, and its setter (after loading, making or renewing it). */
export function useSharedSigningLink(
  bookingId: string,
): [SigningLink | null | undefined, (link: SigningLink | null) => void] {
  const link = useSyncExternalStore(subscribe, () => known.get(bookingId)?.link);
  return [link, useCallback((next: SigningLink | null) => publish(bookingId, { link: next }), [bookingId])];
}

/** Tells the other panels whether the current version waits to be signed (it was loaded, signed or renewed). */
export const publishAgreementWaiting = (bookingId: string, waiting: boolean) => publish(bookingId, { waiting });

/**
 * Whether the booking's agreement waits to be signed, and her link while it does, loaded for the Texts panel (and
 * again when the booking changes or the dashboard is looked at again: she may have signed meanwhile). `make` makes
 * her link when she has none that works (nothing to retire then). Without a schedule a booking has no agreement.
 */
export function useWaitingAgreement(
  booking: Pick<BookingAnswer, 'id' | 'scheduleId' | 'updatedAt'>,
  /** Loads only when `load` is called (the Wedding Schedules list: one request on her tap, not one per card). */
  { lazy = false }: { lazy?: boolean } = {},
) {
  const { call } = useAdminSession();
  const { id, scheduleId, updatedAt } = booking;
  const waiting = useSyncExternalStore(subscribe, () => known.get(id)?.waiting);
  const [link, setLink] = useSharedSigningLink(id);

  /** Whether it was known: false when the requests failed. */
  const load = useCallback(async (): Promise<boolean> => {
    if (scheduleId === null) return true;
    try {
      const current = (await call(api.adminBookings.agreement, { params: { id } })).at(-1);
      const unsigned = current !== undefined && current.signature === null;
      publishAgreementWaiting(id, unsigned);
      if (unsigned) setLink((await call(api.adminBookings.signingLink, { params: { id } })).link);
      return true;
    } catch {
      // Not known (offline, say): the PIN text goes as it always did, and the Agreement panel says what failed.
      return false;
    }
  }, [call, id, scheduleId, setLink]);

  useEffect(() => {
    if (!lazy) void load();
  }, [lazy, load, updatedAt]);
  useEffect(() => {
    if (lazy) return;
    const reloadWhenSeen = () => {
      if (document.visibilityState === 'visible') void load();
    };
    document.addEventListener('visibilitychange', reloadWhenSeen);
    window.addEventListener('focus', reloadWhenSeen);
    return () => {
      document.removeEventListener('visibilitychange', reloadWhenSeen);
      window.removeEventListener('focus', reloadWhenSeen);
    };
  }, [lazy, load]);

  const make = useCallback(async () => {
    const made = (await call(api.adminBookings.renewSigningLink, { params: { id } })).link;
    setLink(made);
    return made;
  }, [call, id, setLink]);

  return { waiting: scheduleId === null ? false : waiting, link, make, load };
}
