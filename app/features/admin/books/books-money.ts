import { toDollars } from '#contract/money.ts';
import { formatPrice } from '#contract/site-settings.ts';

/** Cents as she reads money: "$1,045" or "$15.73". */
export const money = (cents: number) => formatPrice(toDollars(cents));

/** Miles as a log shows them: "54" or "18.5". */
export const milesText = (miles: number) => (Number.isInteger(miles) ? String(miles) : miles.toFixed(1));
