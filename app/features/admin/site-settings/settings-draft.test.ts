import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS, placeholderFacts, placeholderFields } from '#contract/site-settings-defaults.ts';
import { checkDraft, isUnsaved, move, toDraft } from './settings-draft.ts';

describe('the Site Settings form', () => {
  it('gives back exactly the settings it was filled with', () => {
    const { body, errors } = checkDraft(toDraft(DEFAULT_SITE_SETTINGS));
    expect(errors).toEqual({});
    expect(body).toEqual(DEFAULT_SITE_SETTINGS);
  });

  it('reads prices as people type them, and bullet points one per line', () => {
    const draft = toDraft(DEFAULT_SITE_SETTINGS);
    draft.serviceGroups[0]!.items[0]!.price = ' $1,250.50 ';
    draft.serviceGroups[0]!.items[0]!.bullets = 'Lashes\n\n  Skin prep  \n';
    draft.included.all = 'One\nTwo';
    const { body } = checkDraft(draft);
    expect(body?.serviceGroups[0]!.items[0]).toMatchObject({ price: 1250.5, bullets: ['Lashes', 'Skin prep'] });
    expect(body?.included.all).toEqual(['One', 'Two']);
  });

  it('puts every problem beside its own field, all at once', () => {
    const draft = toDraft(DEFAULT_SITE_SETTINGS);
    draft.email = 'not an address';
    draft.businessName = '';
    draft.siteUrl = 'javascript:alert(1)';
    draft.serviceGroups[1]!.items[2]!.price = '-5';
    draft.serviceGroups[1]!.items[2]!.durationMinutes = 'an hour';
    const { body, errors } = checkDraft(draft);
    expect(body).toBeUndefined();
    expect(errors).toEqual({
      businessName: 'Business name is required',
      email: 'E-mail must be an e-mail address, such as hello@yourname.com',
      siteUrl: 'Site address must be a web address starting with https://',
      'serviceGroups.1.items.2.price': 'Price cannot be negative',
      'serviceGroups.1.items.2.durationMinutes': 'Duration must be a number of minutes',
    });
  });

  it('takes a site address typed without https://, and sends it whole', () => {
    const draft = toDraft(DEFAULT_SITE_SETTINGS);
    for (const typed of ['rosaglowbeauty.com', 'rosaglowbeauty.com/', 'https://rosaglowbeauty.com/']) {
      draft.siteUrl = typed;
      expect(checkDraft(draft).body?.siteUrl, typed).toBe('https://rosaglowbeauty.com');
    }
    draft.siteUrl = '';
    expect(checkDraft(draft).errors).toEqual({ siteUrl: "Enter the site's address, such as www.yourname.com" });
  });

  it('holds changes not saved only when what it would send differs from what is saved', () => {
    const draft = toDraft(DEFAULT_SITE_SETTINGS);
    expect(isUnsaved(draft, DEFAULT_SITE_SETTINGS)).toBe(false);
    // A price typed another way is the same price.
    draft.serviceGroups[0]!.items[0]!.price = '225.00';
    expect(isUnsaved(draft, DEFAULT_SITE_SETTINGS)).toBe(false);
    draft.businessName = 'Rosa Glow Beauty';
    expect(isUnsaved(draft, DEFAULT_SITE_SETTINGS)).toBe(true);
    draft.businessName = DEFAULT_SITE_SETTINGS.businessName;
    expect(isUnsaved(draft, DEFAULT_SITE_SETTINGS)).toBe(false);
    draft.serviceGroups = move(draft.serviceGroups, 0, 1);
    expect(isUnsaved(draft, DEFAULT_SITE_SETTINGS)).toBe(true);
  });

  it("names the field of each first-run placeholder, as the checklist's facts", () => {
    const now = new Date('2026-03-01T12:00:00Z');
    const found = placeholderFields(DEFAULT_SITE_SETTINGS, now);
    expect(found.map(({ field }) => field)).toEqual([
      'siteUrl',
      'phone',
      'email',
      'socialUrl',
      'bookingLine',
      'bio.heading',
    ]);
    expect(found.map(({ fact }) => fact)).toEqual(placeholderFacts(DEFAULT_SITE_SETTINGS, now));
  });
});
