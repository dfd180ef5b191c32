import { describe, expect, it } from 'vitest';
import { scheduleLine, serviceFit } from './schedule-line.ts';

describe('scheduleLine: a row named by the person, with the service only where it adds something', () => {
  it.each([
    ['Bridesmaid 2', 'Bridesmaid', 'Bridesmaid 2'],
    ['Bride', 'Bridal Makeup', 'Bride'],
    ['bride', 'Bridal Makeup', 'bride'],
    ['Anna (Bride)', 'Bridal Makeup', 'Anna (Bride)'],
    ['Maid of Honor', 'Bridesmaid', 'Maid of Honor'],
    ['Matron of Honour', 'Bridesmaid', 'Matron of Honour'],
    ['Mother of the Bride', 'Mother of the Bride / Groom', 'Mother of the Bride'],
    ['Mother of the Groom', 'Mother of the Bride / Groom', 'Mother of the Groom'],
    ['Flower Girl', 'Flower Girl Makeup (12 & Under)', 'Flower Girl'],
    ['Maria (Mother of the Bride)', 'Mother of the Bride / Groom', 'Maria (Mother of the Bride)'],
  ])('%s booked for %s reads "%s"', (person, service, line) => {
    expect(scheduleLine(person, service)).toBe(line);
  });

  it.each([
    ['Maria', 'Mother of the Bride', 'Maria (Mother of the Bride)'],
    ['Maria', 'Mother of the Bride / Groom', 'Maria (Mother of the Bride / Groom)'],
    ['Anna', 'Bridal Makeup', 'Anna (Bridal Makeup)'],
    ['Bridesmaid 2', 'Wedding Attendee', 'Bridesmaid 2 (Wedding Attendee)'],
    ['Bride', 'Bridal Preview', 'Bride (Bridal Preview)'],
    ['Bridesmaid 1', 'Flower Girl Makeup (12 & Under)', 'Bridesmaid 1 (Flower Girl Makeup (12 & Under))'],
    ['Anna (Bride)', 'Airbrush Makeup', 'Anna (Bride): Airbrush Makeup'],
    // "Bride" alone is not "Bridesmaid": the words are compared whole.
    ['Bride', 'Bridesmaid', 'Bride (Bridesmaid)'],
    ['Bridesmaid 1', 'Bridal Makeup', 'Bridesmaid 1 (Bridal Makeup)'],
  ])('%s booked for %s reads "%s": the service adds something', (person, service, line) => {
    expect(scheduleLine(person, service)).toBe(line);
  });

  it('trims, and takes whichever of the two is there when the other is blank', () => {
    expect(scheduleLine('  Bridesmaid 2 ', ' Bridesmaid ')).toBe('Bridesmaid 2');
    expect(scheduleLine('', 'Bridal Makeup')).toBe('Bridal Makeup');
    expect(scheduleLine('Bride', '  ')).toBe('Bride');
    expect(scheduleLine('', '')).toBe('');
  });

  it('leaves out a service that only says "makeup", and keeps one that says more', () => {
    expect(scheduleLine('Bride', 'Makeup')).toBe('Bride');
    expect(scheduleLine('Bride', 'Hair and Makeup')).toBe('Bride (Hair and Makeup)');
    expect(scheduleLine('Anna', 'Touch Up')).toBe('Anna (Touch Up)');
  });
});

describe('serviceFit: which price-list service a role is for', () => {
  it('counts the role words the person says, so the closer service wins', () => {
    expect(serviceFit('Mother of the Bride', 'Mother of the Bride / Groom')).toBe(2);
    expect(serviceFit('Mother of the Bride', 'Bridal Makeup')).toBe(1);
    expect(serviceFit('Bride', 'Bridal Makeup')).toBe(1);
    expect(serviceFit('Bride', 'Bridesmaid')).toBeUndefined();
    expect(serviceFit('Bride', 'Bridal Preview')).toBeUndefined();
  });
});
