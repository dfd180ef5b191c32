// The fixed option lists, apart from the valibot schemas so the visitors' pages can show them
// without shipping the validation code in their bundle.

export const GALLERY_CATEGORIES = ['general', 'bridal', 'special-events', 'photoshoot'] as const;
export type GalleryCategory = (typeof GALLERY_CATEGORIES)[number];

export const LESSON_PURPOSES = ['self-application', 'application-on-clients'] as const;

export const SKILL_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;

export const MAIN_GOALS = ['personal-use', 'improve-for-clients', 'both', 'other'] as const;

export const KIT_PREFERENCES = ['use-existing', 'build-new-kit', 'combination'] as const;

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
