import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { firstIssueField } from '#contract/fields.ts';
import { siteSettingsInput } from '#contract/site-settings.schema.ts';
import { DEFAULT_SITE_SETTINGS } from '#contract/site-settings-defaults.ts';
import { withLoadDefaults } from '../store/store.ts';
import { autoEmailsOn, sacramentoNow } from './client-email-facts.ts';

describe('client e-mails on older data and in her settings', () => {
  it('reads a booking stored before automatic e-mails as on, and a file without sent records as none', () => {
    expect(autoEmailsOn({})).toBe(true);
    expect(autoEmailsOn({ autoEmails: false })).toBe(false);
    const loaded = withLoadDefaults({ siteSettings: { ...DEFAULT_SITE_SETTINGS } } as never);
    expect(loaded.clientEmails).toEqual([]);
  });

  it('gives settings stored before them no review links and the first-run prep sheet', () => {
    const { reviewLinks: _links, prepSheet: _prep, ...older } = DEFAULT_SITE_SETTINGS;
    const loaded = withLoadDefaults({ siteSettings: older } as never);
    expect(loaded.siteSettings.reviewLinks).toEqual([]);
    expect(loaded.siteSettings.prepSheet).toContain('button-front top');
  });

  it('checks review links as the other addresses: https only, naming the field', () => {
    const check = (url: string) =>
      v.safeParse(siteSettingsInput, { ...DEFAULT_SITE_SETTINGS, reviewLinks: [{ label: 'Google', url }] });
    expect(check('https://g.page/r/elena/review').success).toBe(true);
    // Typed without a scheme, it is taken as https, as her other addresses are.
    expect(check('g.page/r/elena/review').output).toMatchObject({
      reviewLinks: [{ url: 'https://g.page/r/elena/review' }],
    });
    for (const bad of ['http://g.page/r/elena', 'javascript:alert(1)', '']) {
      const result = check(bad);
      expect(result.success, bad).toBe(false);
      expect(firstIssueField(result.issues!)).toBe('reviewLinks.0.url');
    }
  });

  it('knows the Sacramento day and time of an instant', () => {
    expect(sacramentoNow(Date.parse('2026-06-12T16:05:00Z'))).toEqual({ today: '2026-06-12', minutes: 9 * 60 + 5 });
    expect(sacramentoNow(Date.parse('2026-01-02T07:30:00Z'))).toEqual({ today: '2026-01-01', minutes: 23 * 60 + 30 });
  });
});
