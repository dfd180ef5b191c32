// The Policies list's short form of each policy, kept apart so it can be tested without a browser.

const PREVIEW_LENGTH = 200;

/** The policy list shows the first 200 characters. */
export const preview = (content: string) =>
  content.length > PREVIEW_LENGTH ? `${content.slice(0, PREVIEW_LENGTH)}...` : content;
