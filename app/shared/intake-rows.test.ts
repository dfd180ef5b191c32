import { describe, expect, it } from 'vitest';
import type { Intake } from '#contract/party-link.ts';
import { intakeRows } from './intake-rows.ts';

const intake = (change: Partial<Intake> = {}): Intake => ({
  skinType: 'combination',
  allergies: ['latex', 'fragrance'],
  allergyNotes: ' Tea tree oil ',
  lashes: 'her own',
  eyewear: 'contacts',
  hairLength: 'Shoulder length',
  extensions: true,
  anythingElse: '',
  photoConsent: 'ask',
  guardianName: '',
  guardianConsent: false,
  completedAt: '2026-11-28T18:00:00.000Z',
  ...change,
});

const asText = (rows: { label: string; value: string }[]) => rows.map((row) => `${row.label}: ${row.value}`);

describe('intakeRows', () => {
  it('words her answers as the form names them, her hair only with a hair service', () => {
    const adult = { minor: false, hasHairService: false, services: ['Bridesmaid'] };
    expect(asText(intakeRows(intake(), adult))).toEqual([
      'Skin type: Combination',
      'Allergies and sensitivities: Latex; Fragrance; Tea tree oil',
      'Lashes: My own lashes',
      'Glasses or contacts: Contacts',
      'Anything else: Nothing',
      'Photos may be posted: Ask me first',
    ]);
    expect(asText(intakeRows(intake(), { ...adult, hasHairService: true }))).toContain('Extensions: Yes');
    expect(
      asText(intakeRows(intake({ skinType: '', photoConsent: '', allergies: [], allergyNotes: '' }), adult)),
    ).toEqual(
      expect.arrayContaining([
        'Skin type: Not said',
        'Photos may be posted: Not said',
        'Allergies and sensitivities: None noted',
      ]),
    );
  });

  it("a child's: her parent's name and consent to the services listed, no skin, lashes or hair", () => {
    const rows = intakeRows(intake({ guardianName: 'Rosa Alvarez', guardianConsent: true, photoConsent: 'no' }), {
      minor: true,
      hasHairService: true,
      services: ['Flower Girl Makeup (12 & Under)'],
    });
    expect(asText(rows)).toEqual([
      'Parent or guardian: Rosa Alvarez',
      'Consent to the services: Yes: Flower Girl Makeup (12 & Under)',
      'Allergies and sensitivities: Latex; Fragrance; Tea tree oil',
      'Photos may be posted: No',
    ]);
  });
});
