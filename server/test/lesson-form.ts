/** A questionnaire as the form sends it, every question answered; `extra` replaces or adds fields. */
export const lessonForm = (extra: Record<string, unknown> = {}) => ({
  name: 'Lena Example',
  email: 'lena@example.com',
  phone: '(916) 555-0123',
  lessonPurpose: 'self-application',
  skillLevel: 'beginner',
  mainGoal: 'personal-use',
  otherGoal: '',
  focusAreas: JSON.stringify(['Skin prep', 'Eyebrows', 'other']),
  otherFocusArea: 'Mature skin',
  wearMakeup: 'Weekends',
  usualLook: 'Natural',
  currentProducts: 'Tinted moisturiser',
  struggles: 'Winged liner',
  kitPreference: 'combination',
  additionalInfo: 'Sensitive eyes',
  ...extra,
});
