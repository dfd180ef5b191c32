import type { TeamArtist, TeamArtistInput } from '#contract/team.ts';

// The team form as she types it (every amount as text) and the body it sends. Pure, so it is tested without a browser.

export interface TeamDraft {
  name: string;
  phone: string;
  email: string;
  /** 'service': a rate per service of her price list; 'day': a flat day rate. */
  payBy: 'service' | 'day';
  /** Her rate for each service of the price list, by service name, as typed ('' for none). */
  rates: Record<string, string>;
  dayRate: string;
  earlyStartFee: string;
  w9OnFile: boolean;
  active: boolean;
}

export const blankTeamDraft = (): TeamDraft => ({
  name: '',
  phone: '',
  email: '',
  payBy: 'service',
  rates: {},
  dayRate: '',
  earlyStartFee: '',
  w9OnFile: false,
  active: true,
});

const typed = (amount: number | null) => (amount === null ? '' : String(amount));

export const draftOfArtist = (artist: TeamArtist): TeamDraft => ({
  name: artist.name,
  phone: artist.phone,
  email: artist.email,
  payBy: artist.dayRate === null ? 'service' : 'day',
  rates: Object.fromEntries(artist.rates.map((rate) => [rate.serviceName, typed(rate.amount)])),
  dayRate: typed(artist.dayRate),
  earlyStartFee: artist.earlyStartFee === 0 ? '' : typed(artist.earlyStartFee),
  w9OnFile: artist.w9OnFile,
  active: artist.active,
});

/** A typed amount: a number when it reads as one, else the text itself, for the server to name the field. */
const amountOf = (text: string): number | string => {
  const value = text.trim().replace(/^\$/, '').replace(/,/g, '');
  return value !== '' && Number.isFinite(Number(value)) ? Number(value) : text;
};

/**
 * The body to send, and where each rate went in it (`rates.N` → the service's name), so a 400 naming
 * `rates.2.amount` is shown beside that service's field. Services in the price list order; blank rates left out.
 */
export function teamBody(
  draft: TeamDraft,
  services: readonly string[],
): {
  body: Omit<TeamArtistInput, 'rates' | 'dayRate' | 'earlyStartFee'> & Record<string, unknown>;
  rateFields: string[];
} {
  const names = [...services, ...Object.keys(draft.rates).filter((name) => !services.includes(name))];
  const rated = draft.payBy === 'service' ? names.filter((name) => (draft.rates[name] ?? '').trim() !== '') : [];
  return {
    body: {
      name: draft.name,
      phone: draft.phone,
      email: draft.email,
      rates: rated.map((serviceName) => ({ serviceName, amount: amountOf(draft.rates[serviceName]!) })),
      dayRate: draft.payBy === 'day' ? (draft.dayRate.trim() === '' ? 0 : amountOf(draft.dayRate)) : null,
      earlyStartFee: draft.earlyStartFee.trim() === '' ? 0 : amountOf(draft.earlyStartFee),
      w9OnFile: draft.w9OnFile,
      active: draft.active,
    },
    rateFields: rated,
  };
}

/** The form field a server error names: `rates.2.amount` → `rate:Bridesmaid`; others as they are. */
export function formFieldOf(field: string | undefined, rateFields: readonly string[]): string {
  if (!field) return '';
  const rate = /^rates\.(\d+)/.exec(field);
  if (rate) return `rate:${rateFields[Number(rate[1])] ?? ''}`;
  return field;
}

/** "$90 Bridesmaid · $120 Bridal Makeup", or "$450 a day", for her list. */
export function payLine(artist: Pick<TeamArtist, 'rates' | 'dayRate' | 'earlyStartFee'>): string {
  const money = (amount: number) =>
    `$${amount.toLocaleString('en-US', { minimumFractionDigits: amount % 1 ? 2 : 0, maximumFractionDigits: 2 })}`;
  const pay =
    artist.dayRate !== null
      ? `${money(artist.dayRate)} a day`
      : artist.rates.length > 0
        ? artist.rates.map((rate) => `${money(rate.amount)} ${rate.serviceName}`).join(' · ')
        : 'No rates yet';
  return artist.earlyStartFee > 0 ? `${pay} · early start ${money(artist.earlyStartFee)}` : pay;
}
