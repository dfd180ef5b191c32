import { longDate } from '#contract/calendar-day.ts';
import { travelWords, type DateStanding, type FirstChair, type TravelLookup } from '#contract/check-your-date.ts';
import type { Quote } from '#contract/quote.ts';
import type { DateAnswer, ZipAnswer } from './look-ups.ts';

// What each step of "Check your date" answers under its field, and in which tone: worked out from what was typed
// and what the look-ups said, nothing else.

export type Tone = 'neutral' | 'good' | 'caution' | 'bad';
export interface Answer {
  tone: Tone;
  text: string;
}

/** A look-up not asked yet (null), on its way, or answered. */
export type LookUp<T> = T | 'checking' | null;

const OFFLINE = 'You appear to be offline';

/** Whether the date is open, booked or limited, or why it cannot be said. */
export function dateStatus(date: string, standing: DateStanding, answer: LookUp<DateAnswer>, lastDate: string): Answer {
  if (!date || standing === 'not-a-date') return { tone: 'neutral', text: 'Pick a date to see whether it is open.' };
  const day = longDate(date);
  if (standing === 'past') return { tone: 'bad', text: `${day} has passed. Pick a date from today on.` };
  if (standing === 'beyond-horizon') {
    return {
      tone: 'caution',
      text: `I'm booking through ${longDate(lastDate)} for now. Text me about ${day} and I'll let you know when my calendar opens.`,
    };
  }
  if (answer === null || answer === 'checking') return { tone: 'neutral', text: `Checking ${day}...` };
  if (answer.kind === 'offline') {
    return { tone: 'caution', text: `${OFFLINE}, so ${day} can't be checked right now. Your text can still ask.` };
  }
  if (answer.kind === 'failed') {
    return {
      tone: 'caution',
      text: `${day} couldn't be checked right now (${answer.message}). Your text can still ask.`,
    };
  }
  if (answer.status === 'open') return { tone: 'good', text: `Good news: ${day} is open.` };
  if (answer.status === 'limited') {
    return { tone: 'caution', text: `${day} is limited: it may still work, so text me soon.` };
  }
  return { tone: 'bad', text: `Sorry, ${day} is booked. Try another date?` };
}

/** The ZIP's look-up as the estimate takes it: an unknown, unreadable or unreachable ZIP is quoted by text. */
export function travelLookup(zip: string, answer: LookUp<ZipAnswer>): TravelLookup | null {
  if (!/^\d{5}$/.test(zip) || answer === null || answer === 'checking') return null;
  if (answer.kind === 'estimate') {
    const { estimate } = answer;
    return { kind: 'estimate', zip: estimate.zip, place: estimate.place, miles: estimate.miles };
  }
  return { kind: 'by-text', zip };
}

/** Where the ZIP is and what travel comes to, or why travel is quoted by text. */
export function zipStatus(zip: string, answer: LookUp<ZipAnswer>, quote: Quote): Answer {
  if (!zip) return { tone: 'neutral', text: 'The ZIP code where everyone gets ready.' };
  if (!/^\d{5}$/.test(zip)) return { tone: 'neutral', text: 'A ZIP code has 5 digits.' };
  if (answer === null || answer === 'checking') return { tone: 'neutral', text: `Looking up ${zip}...` };
  if (answer.kind === 'estimate') return { tone: 'good', text: `${answer.estimate.place}: ${travelWords(quote)}.` };
  if (answer.kind === 'unknown') return { tone: 'caution', text: answer.message };
  if (answer.kind === 'offline') {
    return { tone: 'caution', text: `${OFFLINE}, so travel can't be estimated: travel quoted by text.` };
  }
  return { tone: 'caution', text: `${answer.message}: travel quoted by text.` };
}

/** When the first chair starts, with her one or two chairs, or what is still needed to say it. */
export function readyStatus(firstChair: FirstChair, chairs: number): Answer {
  if (firstChair.kind !== 'time') return { tone: 'neutral', text: firstChair.message };
  const artists = chairs === 2 ? 'two artists side by side' : 'one artist';
  const warnings = firstChair.warnings.length > 0 ? ` ${firstChair.warnings.join(' ')}.` : '';
  return { tone: 'good', text: `First chair about ${firstChair.firstStart}, with ${artists}.${warnings}` };
}

/** What "Your name" says: how the text will open with it, or what is wrong with the name. */
export function nameStatus(typed: string, problem: string | null, salutation: string): Answer {
  if (problem) return { tone: 'bad', text: problem };
  if (!typed.trim()) return { tone: 'neutral', text: `Your text opens "${salutation}" Add your name to sign it.` };
  return { tone: 'good', text: `Your text opens "${salutation}"` };
}
