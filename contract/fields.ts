import * as v from 'valibot';
import { hasAtMostTwoDecimals } from './money.ts';
import { UPLOADED_FILE_PATH } from './uploads.ts';

// Field builders shared by every entity, so a limit or a message is written once.

export const text = (label: string, max = 2000) =>
  v.pipe(v.string(`${label} must be text`), v.trim(), v.maxLength(max, `${label} must be at most ${max} characters`));

export const requiredText = (label: string, max = 2000, message = `${label} is required`) =>
  v.pipe(text(label, max), v.nonEmpty(message));

export const optionalText = (label: string, max = 2000) => v.optional(text(label, max), '');

/** A sort order lies within this many either side of 0. */
export const SORT_ORDER_LIMIT = 100000;
export const SORT_ORDER_RANGE_MESSAGE = 'Sort order is out of range';

export const sortOrder = v.optional(
  v.pipe(
    v.number('Sort order must be a whole number'),
    v.integer('Sort order must be a whole number'),
    v.minValue(-SORT_ORDER_LIMIT, SORT_ORDER_RANGE_MESSAGE),
    v.maxValue(SORT_ORDER_LIMIT, SORT_ORDER_RANGE_MESSAGE),
  ),
  0,
);

export const visibility = v.optional(v.boolean('Visibility must be true or false'), true);

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

/** An http(s) address, or empty for "none". Anything else (javascript:, data:) is refused. */
export const optionalWebUrl = (label: string) =>
  v.optional(
    v.pipe(
      text(label, 500),
      v.check(
        (value) => value === '' || isHttpUrl(value),
        `${label} must be a web address starting with http:// or https://`,
      ),
    ),
    '',
  );

export const imageUrl = v.pipe(
  text('Image URL', 1000),
  v.nonEmpty('Please upload an image or enter an image URL'),
  v.check(
    (value) => UPLOADED_FILE_PATH.test(value) || isHttpUrl(value),
    'Image URL must start with http:// or https://, or be an uploaded image',
  ),
);

export const optionalEmail = (label: string, message = `${label} must be a valid e-mail address`) =>
  v.optional(
    v.pipe(
      text(label, 254),
      v.check((value) => value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), message),
    ),
    '',
  );

/**
 * Every money field: dollars from 0 (or, for a payment, from one cent) to `max`, in whole cents. The cents are
 * checked by the money module (money.ts), so 19.99 is taken and 19.999 or 0.1 + 0.2 is not.
 */
export const dollars = (label: string, { max = 100_000, moreThanZero = false } = {}) =>
  v.pipe(
    v.number(`${label} must be a number of dollars`),
    v.check((value) => Number.isFinite(value), `${label} must be a number of dollars`),
    v.minValue(moreThanZero ? 0.01 : 0, moreThanZero ? `${label} must be more than $0` : `${label} cannot be negative`),
    v.maxValue(max, `${label} must be at most $${max.toLocaleString('en-US')}`),
    v.check(hasAtMostTwoDecimals, `${label} can have at most two decimals (cents)`),
  );

/** Stored items carry these on top of what the owner sends. */
export interface Stored {
  id: string;
  createdAt: string;
}

/** Turns a valibot failure into one sentence a person can act on. */
export function firstIssueMessage(issues: readonly v.BaseIssue<unknown>[]): string {
  const issue = issues[0];
  if (!issue) return 'Invalid input';
  // The innermost named field: "price" rather than "serviceGroups.0.items.0.price".
  const key = issue.path
    ?.map((item) => item.key)
    .filter((item): item is string => typeof item === 'string')
    .at(-1);
  // valibot's own messages ("Invalid key: Expected ...") are not for people; name the field instead.
  if (/^Invalid \w+: /.test(issue.message) && key) {
    const field = humanize(key);
    return issue.input === undefined ? `${field} is required` : `${field} has the wrong type`;
  }
  return issue.message;
}

/**
 * The field a failure is about, as the path a form finds it by ("phone", "serviceGroups.0.items.1.price"), or
 * undefined when it is about the body as a whole.
 */
export function firstIssueField(issues: readonly v.BaseIssue<unknown>[]): string | undefined {
  const keys = (issues[0]?.path ?? [])
    .map((item) => item.key)
    .filter((key): key is string | number => typeof key === 'string' || typeof key === 'number');
  return keys.length > 0 ? keys.join('.') : undefined;
}

/** "clientName" -> "Client name" */
const humanize = (key: string) => {
  const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};
