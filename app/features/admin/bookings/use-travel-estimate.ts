import { useEffect, useState } from 'react';
import { api } from '#contract/api.ts';
import type { TravelEstimate } from '#contract/availability.ts';
import { ApiError, call } from '#shared/api-client.ts';
import type { QuoteContext } from './booking-draft.ts';

type Known = NonNullable<QuoteContext['estimate']>;

/**
 * The travel estimate for a venue's ZIP as she types it (the server's, from her home ZIP, which never reaches the
 * browser): the exact miles for the live quote (her own estimate, not the public one, which rounds them), and a hint
 * for the ZIP field. An empty `zip` (she typed the miles) asks nothing.
 */
export function useTravelEstimate(zip: string, homeZipSet: boolean): { known?: Known; hint: string } {
  const wanted = /^\d{5}$/.test(zip.trim()) && homeZipSet ? zip.trim() : '';
  const [answer, setAnswer] = useState<{ zip: string; estimate?: TravelEstimate; unknown?: true }>();

  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    // A short pause, so the five digits she types ask once.
    const timer = window.setTimeout(() => {
      call(api.adminTravelEstimate, { search: { zip: wanted }, signal: controller.signal })
        .then((estimate) => setAnswer({ zip: wanted, estimate }))
        .catch((error: unknown) => {
          // 404: a ZIP the table does not know. Anything else (offline): no estimate; the saved miles stand.
          if (error instanceof ApiError && error.status === 404) setAnswer({ zip: wanted, unknown: true });
        });
    }, 250);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [wanted]);

  if (!homeZipSet) return { hint: 'Set your home ZIP in Site Settings to estimate the miles, or type them.' };
  if (!wanted || answer?.zip !== wanted) return { hint: 'The travel miles are estimated from it.' };
  if (answer.unknown)
    return { known: { zip: wanted, unknown: true }, hint: `ZIP ${wanted} isn't one we know: type the miles.` };
  const { estimate } = answer;
  return {
    known: { zip: wanted, miles: estimate!.miles },
    hint: `${estimate!.place}: about ${estimate!.miles} miles from home.`,
  };
}
