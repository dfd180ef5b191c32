import { describe, expect, it } from 'vitest';
import { dateCheckSalutation, visitorNameProblem, type FirstChair } from '#contract/check-your-date.ts';
import { nameStatus, readyStatus, travelLookup } from './step-answers.ts';

const nameLine = (typed: string) =>
  nameStatus(typed, visitorNameProblem(typed), dateCheckSalutation('Sofia Reyes', typed));

describe('what the steps answer', () => {
  it('shows how the text will open with the name, asks for one when empty, and says what is wrong with a bad one', () => {
    expect(nameLine('')).toEqual({ tone: 'neutral', text: 'Your text opens "Hi Sofia!" Add your name to sign it.' });
    expect(nameLine('Maya')).toEqual({ tone: 'good', text: 'Your text opens "Hi Sofia! This is Maya."' });
    expect(nameLine('2024')).toEqual({ tone: 'bad', text: 'Your name needs letters, like Maya.' });
    expect(nameLine('M'.repeat(41)).tone).toBe('bad');
  });

  it('says when the first chair starts with one or two artists, or what is missing', () => {
    const time: FirstChair = { kind: 'time', firstStart: '8:50 AM', readyBy: '3:00 PM', warnings: [] };
    expect(readyStatus(time, 1).text).toBe('First chair about 8:50 AM, with one artist.');
    expect(readyStatus(time, 2).text).toBe('First chair about 8:50 AM, with two artists side by side.');
    expect(readyStatus({ kind: 'missing', message: 'Enter the time you need to be ready by.' }, 1)).toEqual({
      tone: 'neutral',
      text: 'Enter the time you need to be ready by.',
    });
  });

  it('quotes travel by text for a ZIP the look-up could not place, and waits for a whole ZIP', () => {
    expect(travelLookup('956', null)).toBeNull();
    expect(travelLookup('95603', 'checking')).toBeNull();
    expect(travelLookup('99999', { kind: 'unknown', message: 'No such ZIP' })).toEqual({
      kind: 'by-text',
      zip: '99999',
    });
  });
});
