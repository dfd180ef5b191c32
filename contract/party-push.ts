// "You're next" (issue 42): the push a party person's phone gets once a wedding, when a tap on the chair board makes
// her the next one in her chair.

/** What POST/DELETE /api/party/push-subscription answer: how many of her devices get it now. */
export interface PartyPushAnswer {
  subscribed: number;
}

/** What the service worker (public/push-handler.js) shows. */
export interface PartyPushPayload {
  title: string;
  body: string;
  tag: string;
  /** Where a tap on it opens: her own page. */
  url: '/party';
}

/** Devices a person's "You're next" goes to; past this, the one added longest ago gives way. */
export const MAX_PARTY_PUSH_DEVICES = 3;

/** "You're next in Dana's chair (about 10 min)": at least 1 minute. */
export const youreNextText = (artistFirstName: string, minutes: number) =>
  `You're next in ${artistFirstName}'s chair (about ${Math.max(1, Math.round(minutes))} min)`;

/** Said where she allows notifications, on an iPhone outside the Home Screen app. */
export const IPHONE_PUSH_MESSAGE =
  'On an iPhone, notifications reach only a site added to the Home Screen: tap Share, then Add to Home Screen.';
