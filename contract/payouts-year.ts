/** The Payouts tab's answer (GET /api/admin/payouts?year=YYYY): what she owes each team artist for a year. */

import type { ArtistPay } from './artist-pay.ts';
import type { Form1099Total } from './form-1099.ts';
import type { Payout } from './payout.ts';

/** One wedding of the year on the artist's chairs. Money in cents. */
export interface PayoutWedding {
  bookingId: string;
  clientName: string;
  eventDate: string;
  pay: ArtistPay;
  /** Payouts recorded for this wedding, whenever they were made. */
  paid: number;
  /** pay.total less paid; below 0 when she was paid more. */
  owed: number;
}

export interface PayoutArtistYear {
  artistId: string;
  name: string;
  active: boolean;
  w9OnFile: boolean;
  /** Her weddings of the year, by date. */
  weddings: PayoutWedding[];
  /** Cents, over her weddings of the year. */
  pay: number;
  paid: number;
  owed: number;
  /** Her payouts dated in the year, newest first. */
  payouts: Payout[];
  form1099: Form1099Total;
}

export interface PayoutsYear {
  year: number;
  /** The year's 1099-NEC threshold in dollars, or null when none is set (then `noThreshold` says so). */
  threshold: number | null;
  noThreshold: string | null;
  /** Her team artists (never the lead): those with a wedding or a payout that year, and every active one. */
  artists: PayoutArtistYear[];
}
