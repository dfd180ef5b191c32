// What visitors are told when the site holds something back, in one place for the server and the app.

// The bride's schedule lookup: a PIN that matches nothing, and a saved schedule that was changed or removed.
export const SCHEDULE_NOT_FOUND_MESSAGE = 'Schedule not found or PIN invalid.';
export const SCHEDULE_GONE_MESSAGE = 'This schedule is no longer available.';

export const TOO_MANY_ATTEMPTS = 'Too many incorrect attempts. Please wait a few minutes and try again.';

/** When wrong PINs from everywhere reach the site's hourly cap: the bride still gets her schedule, from a person. */
export const pinLookupsPaused = (artistName: string, phone: string) =>
  `The schedule lookup is paused for a little while after too many wrong PINs on the site. Please text ${artistName} at ${phone} and she will send you your schedule.`;

export const LESSON_HOURLY_LIMIT_MESSAGE =
  'Thank you! We have already received several questionnaires from you in the last hour. Please try again later, or send a text message instead.';

/** When the site has taken its daily number of questionnaires: nothing is stored, and she can still be reached. */
export const lessonDailyLimitMessage = (artistName: string, phone: string) =>
  `Thank you for your interest! ${artistName} has received an unusual number of questionnaires today, so the form is resting until tomorrow. Please text ${phone} and she will get back to you.`;

// The owner's login (the spec's two toasts, and what the dashboard says when a session or passkey fails).
export const INVALID_ADMIN_KEY = 'Invalid admin key';
export const ADMIN_ACCESS_GRANTED = 'Admin access granted';
export const SESSION_ENDED_MESSAGE = 'Your admin session has ended. Please log in again.';
export const CROSS_SITE_MESSAGE = 'This request came from another site, so it was refused.';
export const PASSKEY_LOGIN_FAILED = 'That passkey was not accepted. Try again, or log in with your admin key.';
/** Past the site-wide cap on wrong admin keys: the key is refused, even the right one, while sessions and passkeys work. */
export const KEY_LOGINS_PAUSED =
  'Logging in with the admin key is paused for a while: too many wrong keys were tried on the site in the last hour. Log in with a passkey or on a device that is still signed in, or try the key again later.';
/** Every pending passkey login slot is taken (many addresses asking at once); hers already handed out still work. */
export const PASSKEY_LOGINS_BUSY = 'Too many passkey logins are in progress on the site. Please try again in a minute.';

// The booking agreement is signed from a private link only the client holds (her PIN is shared with her party).

/** Why the schedule page (a PIN, a saved phone) shows the agreement read-only, and what the signing route answers. */
export const signsFromLinkMessage = (clientFirstName: string, artistName: string) =>
  `${clientFirstName} signs it from the link ${artistName} texted her`;

/** A private link whose record has a newer one: the page stops asking and shows this. */
export const linkReplacedMessage = (artistName: string) => `This link was replaced. Ask ${artistName} for your new one`;

/** A private link past its days. */
export const linkExpiredMessage = (artistName: string) => `This link has expired. Ask ${artistName} for a new one`;

/** A token that is no link of this site (mistyped, cut short, or its record deleted). */
export const linkUnknownMessage = (artistName: string) =>
  `This link does not open anything. Check that you opened the whole link ${artistName} sent you`;

/** Past the site-wide cap on unknown links: the links themselves, the PINs and every page keep working. */
export const LINK_GUESSES_PAUSED =
  'Too many unknown links were tried on the site in the last hour. Please try again a little later.';

// The public travel estimate ("Check your date"): each answer says a little of where she lives, so there are few.

/** Past the estimates one address may ask for in an hour. */
export const TRAVEL_ESTIMATE_HOURLY_LIMIT_MESSAGE =
  "You've looked up many ZIP codes in the last hour, so travel is quoted by text for now. Please try again later.";

/** Past the estimates the whole site answers in an hour. */
export const TRAVEL_ESTIMATES_PAUSED =
  'Travel estimates are resting after many look-ups on the site, so travel is quoted by text for now. Please try again later.';

/** Past the agreement PDFs the server makes at once (a few, one after another): 503 with Retry-After. */
export const PDF_BUSY_MESSAGE = 'Many agreement PDFs are being made right now. Please try again in a few seconds.';

// Each person's party link (contract/party-link.ts).

/** What a phone other than the one that claimed a party link sees above the wedding and her times. */
export const otherPhoneMessage = (artistName: string) =>
  `This link was opened on another phone. Text ${artistName} if that wasn't you`;

/** Past the count lock: her intake is read-only on her link (423), the artist can still change anything. */
export const partyLockedMessage = (artistName: string) => `Party changes are closed. Text ${artistName} for changes`;

/** The count lock's rule, from her setting. */
export const partyLockLine = (days: number) =>
  `Party changes close ${days} ${days === 1 ? 'day' : 'days'} before the wedding`;
