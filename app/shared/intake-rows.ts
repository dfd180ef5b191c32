import type { Eyewear, Intake, LashChoice, PhotoConsent, SkinType } from '#contract/party-link.ts';

// A person's intake in words: the choices as the form names them, and her answers as rows, read the same on her
// own link (read-only after the count lock) and in the artist's dashboard.

export const SKIN_LABELS: Record<SkinType, string> = {
  dry: 'Dry',
  normal: 'Normal',
  oily: 'Oily',
  combination: 'Combination',
  sensitive: 'Sensitive',
};

export const LASH_LABELS: Record<LashChoice, string> = {
  none: 'None',
  'natural strip': 'Natural strip',
  'wispy strip': 'Wispy strip',
  'individual clusters': 'Individual clusters',
  'her own': 'My own lashes',
};

export const EYEWEAR_LABELS: Record<Eyewear, string> = {
  neither: 'Neither',
  glasses: 'Glasses',
  contacts: 'Contacts',
};

export const PHOTO_CONSENT_LABELS: Record<PhotoConsent, string> = {
  yes: 'Yes',
  no: 'No',
  ask: 'Ask me first',
};

export interface IntakeRow {
  label: string;
  value: string;
}

/** "Lash glue", as the form's box says it. */
export const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

const orNotSaid = (value: string) => value.trim() || 'Not said';

/**
 * Her answers as rows. `minor`: the guardian's name and consent, allergies and photo consent (a child's link asks
 * nothing else); `hasHairService`: her hair's length and extensions.
 */
export function intakeRows(
  intake: Intake,
  { minor, hasHairService, services }: { minor: boolean; hasHairService: boolean; services: readonly string[] },
): IntakeRow[] {
  const allergies =
    [...intake.allergies.map(capitalized), intake.allergyNotes.trim()].filter(Boolean).join('; ') || 'None noted';
  const consent = intake.photoConsent ? PHOTO_CONSENT_LABELS[intake.photoConsent] : 'Not said';
  if (minor) {
    return [
      { label: 'Parent or guardian', value: orNotSaid(intake.guardianName) },
      {
        label: 'Consent to the services',
        value: intake.guardianConsent ? `Yes: ${services.join(', ')}` : 'Not given',
      },
      { label: 'Allergies and sensitivities', value: allergies },
      { label: 'Photos may be posted', value: consent },
      ...(intake.anythingElse.trim() ? [{ label: 'Anything else', value: intake.anythingElse.trim() }] : []),
    ];
  }
  return [
    { label: 'Skin type', value: intake.skinType ? SKIN_LABELS[intake.skinType] : 'Not said' },
    { label: 'Allergies and sensitivities', value: allergies },
    { label: 'Lashes', value: intake.lashes ? LASH_LABELS[intake.lashes] : 'Not said' },
    { label: 'Glasses or contacts', value: intake.eyewear ? EYEWEAR_LABELS[intake.eyewear] : 'Not said' },
    ...(hasHairService
      ? [
          { label: 'Hair length', value: orNotSaid(intake.hairLength) },
          { label: 'Extensions', value: intake.extensions ? 'Yes' : 'No' },
        ]
      : []),
    { label: 'Anything else', value: intake.anythingElse.trim() || 'Nothing' },
    { label: 'Photos may be posted', value: consent },
  ];
}
