// Size limits the forms show and the server enforces, apart from the valibot schemas so the visitors' pages can
// use them without shipping the validation code.

/**
 * How much each answer may hold, in characters; the form's fields stop there too. Generous for a questionnaire
 * (a whole questionnaire at every limit is about 4,000 characters) and small enough that a flood of them cannot
 * fill the disk: the site takes at most LESSON_DAILY_LIMIT a day.
 */
export const LESSON_FIELD_LIMITS = {
  name: 100,
  email: 254,
  phone: 40,
  otherGoal: 300,
  otherFocusArea: 300,
  wearMakeup: 300,
  usualLook: 400,
  currentProducts: 600,
  struggles: 600,
  additionalInfo: 1000,
} as const;
