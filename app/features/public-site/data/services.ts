/** How to book (spec point 9): what to put in the text message. The prices live in the owner's Site Settings. */
export const HOW_TO_BOOK = [
  'The occasion',
  'The date',
  'The number of services',
  'The getting-ready location',
  'The time you need to be ready by',
] as const;
