// The fixed option lists and the words people see for them, apart from the valibot schemas so the visitors' pages
// can show them without shipping the validation code in their bundle.

/** A choice list: each stored value with its words, in the order they are offered. */
export type Choices<Value extends string | number = string> = readonly (readonly [value: Value, label: string])[];

/** The stored values of a labelled list, as a tuple the schemas' picklists accept. */
type ValuesOf<List extends Choices> = {
  readonly [Index in keyof List]: List[Index] extends readonly [infer Value, string] ? Value : never;
};
const valuesOf = <const List extends Choices>(list: List) => list.map(([value]) => value) as ValuesOf<List>;

/** The words for a stored value; a value the list does not know (an older record) is shown as it is. */
export const labelOf = <Value extends string | number>(choices: Choices<Value>, value: Value | string) =>
  choices.find(([known]) => known === value)?.[1] ?? String(value);

/** The questionnaire's "other" answer, for the main goal and the focus areas alike. */
const OTHER = 'Other';

export const GALLERY_CATEGORY_CHOICES = [
  ['general', 'General'],
  ['bridal', 'Bridal'],
  ['special-events', 'Special Events'],
  ['photoshoot', 'Photoshoot'],
] as const;
export const GALLERY_CATEGORIES = valuesOf(GALLERY_CATEGORY_CHOICES);
export type GalleryCategory = (typeof GALLERY_CATEGORIES)[number];

export const LESSON_PURPOSE_CHOICES = [
  ['self-application', 'Self Application'],
  ['application-on-clients', 'Application on Clients'],
] as const;
export const LESSON_PURPOSES = valuesOf(LESSON_PURPOSE_CHOICES);

export const SKILL_LEVEL_CHOICES = [
  ['beginner', 'Beginner'],
  ['intermediate', 'Intermediate'],
  ['advanced', 'Advanced'],
] as const;
export const SKILL_LEVELS = valuesOf(SKILL_LEVEL_CHOICES);

export const MAIN_GOAL_CHOICES = [
  ['personal-use', 'Personal use: everyday and special-occasion makeup for myself'],
  ['improve-for-clients', 'Improve my skills for clients'],
  ['both', 'Both'],
  ['other', OTHER],
] as const;
export const MAIN_GOALS = valuesOf(MAIN_GOAL_CHOICES);

export const KIT_PREFERENCE_CHOICES = [
  ['use-existing', 'Use my existing products'],
  ['build-new-kit', 'Build a new kit'],
  ['combination', 'A combination of both'],
] as const;
export const KIT_PREFERENCES = valuesOf(KIT_PREFERENCE_CHOICES);

/** The questionnaire's checkboxes, in the spec's order; "other" reveals otherFocusArea. */
export const FOCUS_AREAS = [
  'Skin prep',
  'Foundation/concealer/base routine',
  'Contour/bronzer/blush',
  'Eyeshadow/blending',
  'Eyeliner/lashes',
  'Eyebrows',
  'Lip application',
  'Setting techniques/long wear',
  'Color matching',
  'Product recommendations',
  'other',
] as const;
export type FocusArea = (typeof FOCUS_AREAS)[number];
/** Stored in the spec's own words, so each area is its own label, but for the literal "other". */
export const FOCUS_AREA_CHOICES: Choices<FocusArea> = FOCUS_AREAS.map((area) => [
  area,
  area === 'other' ? OTHER : area,
]);

/**
 * One list for the dashboard and the public directory: the public page's six groups, then the
 * dashboard's ten where they are not already covered (Photography, Hair Styling and Wedding
 * Planning are the same trades as Photographers, Hairstylists and Coordinators & Planners).
 */
export const VENDOR_CATEGORIES = [
  'Photographers',
  'Hairstylists',
  'Makeup Artists',
  'Hair and Makeup',
  'Coordinators & Planners',
  'Content Creators',
  'Venues',
  'Floral Design',
  'Catering',
  'Music & Entertainment',
  'Transportation',
  'Videography',
  'Other',
] as const;
export type VendorCategory = (typeof VENDOR_CATEGORIES)[number];
/** A vendor's category is stored in the words both pages show. */
export const VENDOR_CATEGORY_CHOICES: Choices<VendorCategory> = VENDOR_CATEGORIES.map((category) => [
  category,
  category,
]);

/** What a booking is for: a wedding (with its schedule, the bride's PIN page) or a special event. */
export const EVENT_TYPE_CHOICES = [
  ['wedding', 'Wedding'],
  ['special-event', 'Special event'],
] as const;
export const EVENT_TYPES = valuesOf(EVENT_TYPE_CHOICES);
export type EventType = (typeof EVENT_TYPES)[number];

/** Where a booking stands. A hold carries the date it lapses. */
export const BOOKING_STATUS_CHOICES = [
  ['held', 'Held'],
  ['booked', 'Booked'],
  ['completed', 'Completed'],
  ['cancelled', 'Cancelled'],
] as const;
export const BOOKING_STATUSES = valuesOf(BOOKING_STATUS_CHOICES);
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
