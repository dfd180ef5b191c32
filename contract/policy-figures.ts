import { formatPrice } from './site-settings.ts';
import { SITE_SETTINGS_LABELS as LABELS } from './site-settings-labels.ts';
import { perMileText, previewService, RULE_SENTENCES, type RuleSettings } from './rule-texts.ts';

// Where a policy in her own words names a figure that disagrees with her settings: "$45" where her base travel fee
// is $50. Read sentence by sentence, by the words around each figure (travel, deposit, minimum, preview, balance),
// so a policy she rewrote stays hers word for word and only the sentence that disagrees is named; one tap replaces
// that sentence with one written from her settings (rule-texts.ts). No validation code: the dashboard imports it.

/** The rules a figure can be about. */
export type RuleTopic = 'travel' | 'deposit' | 'minimum' | 'previews' | 'balance';
export const RULE_TOPICS: readonly RuleTopic[] = ['travel', 'deposit', 'minimum', 'previews', 'balance'];

/** One figure in her words that disagrees with her settings. */
export interface FigureMismatch {
  topic: RuleTopic;
  /** The sentence as it stands in her text. */
  sentence: string;
  /** The figure as she wrote it: "$45", "10 miles", "4-service". */
  figure: string;
  /** The setting it disagrees with, as Site Settings names it: "Base travel fee". */
  setting: string;
  /** The setting's value, in words: "$50". */
  value: string;
  /** What replaces the sentence: one (or two) written from her settings. */
  replacement: string;
}

interface Sentence {
  text: string;
  start: number;
  end: number;
}

/**
 * The text's sentences: each ends after ".", "!" or "?" followed by a space or the end (so "$1.00" is one figure),
 * or at a line break.
 */
export function sentencesOf(content: string): Sentence[] {
  const sentences: Sentence[] = [];
  const pattern = /[^\s](?:[^\n.!?]|[.!?](?=[^\s.!?]))*(?:[.!?]+(?=\s|$))?/g;
  for (const match of content.matchAll(pattern)) {
    const text = match[0].trimEnd();
    sentences.push({ text, start: match.index, end: match.index + text.length });
  }
  return sentences;
}

const NUMBER_WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
  'twenty',
];
const NUMBER = `(\\d+(?:\\.\\d+)?|${NUMBER_WORDS.join('|')})`;
const numberOf = (word: string) => {
  const index = NUMBER_WORDS.indexOf(word.toLowerCase());
  return index >= 0 ? index : Number(word);
};

interface Found {
  text: string;
  value: number;
}

const findAll = (sentence: string, pattern: RegExp, value: (match: RegExpMatchArray) => number): Found[] =>
  [...sentence.matchAll(pattern)].map((match) => ({ text: match[0], value: value(match) }));

/** Dollar amounts, each marked when it is a fee per mile ("$1.00 per mile", "$2 a mile", "$1/mile"). */
function moneyIn(sentence: string): (Found & { perMile: boolean })[] {
  return [...sentence.matchAll(/\$\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?/g)].map((match) => ({
    text: match[0],
    value: Number(`${match[1]!.replace(/,/g, '')}.${match[2] ?? '0'}`),
    perMile: /^\s*(?:(?:per|a|an|each|every|for each|for every)\s+|\/\s*)mile\b/i.test(
      sentence.slice(match.index + match[0].length),
    ),
  }));
}

const words = (pattern: string) => new RegExp(`\\b${NUMBER}\\s*(?:-\\s*)?${pattern}\\b`, 'gi');
const milesIn = (sentence: string) => findAll(sentence, words('miles?'), (match) => numberOf(match[1]!));
const servicesIn = (sentence: string) => findAll(sentence, words('services?'), (match) => numberOf(match[1]!));
const minutesIn = (sentence: string) => [
  ...findAll(sentence, words('(?:minutes?|mins?)'), (match) => numberOf(match[1]!)),
  ...findAll(sentence, words('(?:hours?|hrs?)'), (match) => Math.round(numberOf(match[1]!) * 60)),
];
const daysIn = (sentence: string) => [
  ...findAll(sentence, words('days?'), (match) => numberOf(match[1]!)),
  ...findAll(sentence, words('weeks?'), (match) => numberOf(match[1]!) * 7),
];

const TRAVEL = /travel|\bmiles?\b|on[- ]location/i;
const DEPOSIT = /deposit|retainer/i;
const MINIMUM = /minimum|at least|require/i;
const PREVIEW = /preview|\btrials?\b/i;
const BALANCE = /balance|remaining|final payment/i;
const BY_TEXT = /quot|by text/i;

const days = (n: number) => (n === 0 ? 'on the event date' : `${n} ${n === 1 ? 'day' : 'days'} before the event`);
const services = (n: number) => `${n} ${n === 1 ? 'service' : 'services'}`;

/** The figures of one sentence that disagree with her settings (with no replacement yet). */
function sentenceMismatches(
  sentence: string,
  s: RuleSettings,
  topics: ReadonlySet<RuleTopic>,
): Omit<FigureMismatch, 'sentence' | 'replacement'>[] {
  const found: Omit<FigureMismatch, 'sentence' | 'replacement'>[] = [];
  const add = (topic: RuleTopic, figure: string, setting: string, value: string) => {
    if (topics.has(topic)) found.push({ topic, figure, setting, value });
  };
  const travel = TRAVEL.test(sentence);
  const deposit = DEPOSIT.test(sentence);
  const preview = PREVIEW.test(sentence) && previewService(s.serviceGroups) !== undefined;
  const money = moneyIn(sentence);
  // A dollar amount is judged only where the sentence is about one thing that costs money.
  const moneyTopics = [travel, deposit, preview].filter(Boolean).length;
  const { travelFee } = s;

  for (const amount of money) {
    if (amount.perMile) {
      if (amount.value !== travelFee.perMile)
        add('travel', amount.text, LABELS['travelFee.perMile'], perMileText(travelFee.perMile));
    } else if (moneyTopics === 1 && travel) {
      if (amount.value !== travelFee.baseFee)
        add('travel', amount.text, LABELS['travelFee.baseFee'], formatPrice(travelFee.baseFee));
    } else if (moneyTopics === 1 && deposit) {
      if (amount.value !== s.retainerAmount)
        add('deposit', amount.text, LABELS.retainerAmount, formatPrice(s.retainerAmount));
    } else if (moneyTopics === 1 && preview) {
      const item = previewService(s.serviceGroups)!;
      if (amount.value !== item.price) add('previews', amount.text, `${item.name} price`, formatPrice(item.price));
    }
  }
  if (travel) {
    for (const miles of milesIn(sentence)) {
      if (BY_TEXT.test(sentence)) {
        if (miles.value !== travelFee.maxMiles)
          add('travel', miles.text, LABELS['travelFee.maxMiles'], `${travelFee.maxMiles} miles`);
      } else if (miles.value !== travelFee.includedMiles) {
        add('travel', miles.text, LABELS['travelFee.includedMiles'], `${travelFee.includedMiles} miles`);
      }
    }
    if (money.some((amount) => amount.perMile) || /per mile/i.test(sentence)) {
      const both = /round[- ]?trip|both ways|there and back/i.exec(sentence);
      const one = /one[- ]way/i.exec(sentence);
      const way = travelFee.roundTrip ? 'Both ways' : 'One way';
      if (both && !travelFee.roundTrip) add('travel', both[0], LABELS['travelFee.roundTrip'], way);
      if (one && travelFee.roundTrip) add('travel', one[0], LABELS['travelFee.roundTrip'], way);
    }
  }
  if (MINIMUM.test(sentence) && !deposit) {
    for (const count of servicesIn(sentence)) {
      if (count.value !== s.weddingMinimum)
        add('minimum', count.text, LABELS.weddingMinimum, services(s.weddingMinimum));
    }
  }
  if (preview && !travel && !deposit) {
    const item = previewService(s.serviceGroups)!;
    for (const minutes of minutesIn(sentence)) {
      if (minutes.value !== item.durationMinutes)
        add('previews', minutes.text, `${item.name} duration`, `${item.durationMinutes} minutes`);
    }
  }
  if (BALANCE.test(sentence) && !deposit) {
    for (const before of daysIn(sentence)) {
      if (before.value !== s.balanceDueDaysBefore)
        add('balance', before.text, LABELS.balanceDueDaysBefore, days(s.balanceDueDaysBefore));
    }
    const onTheDay = /on the (?:wedding |event )?day|day of the (?:wedding|event)/i.exec(sentence);
    if (onTheDay && daysIn(sentence).length === 0 && s.balanceDueDaysBefore !== 0)
      add('balance', onTheDay[0], LABELS.balanceDueDaysBefore, days(s.balanceDueDaysBefore));
  }
  return found;
}

/** The sentence(s) written from her settings that say what a sentence of hers tried to. */
function replacementFor(sentence: string, topics: readonly RuleTopic[], s: RuleSettings): string {
  const parts: string[] = [];
  for (const topic of topics) {
    if (topic === 'travel') {
      const money = moneyIn(sentence);
      const perMile = money.some((amount) => amount.perMile) || /per mile|a mile/i.test(sentence);
      const base = money.some((amount) => !amount.perMile) || /base|cover|first|up to|within|included/i.test(sentence);
      if (BY_TEXT.test(sentence)) parts.push(RULE_SENTENCES.travelByText(s));
      else {
        if (base || !perMile) parts.push(RULE_SENTENCES.travelBase(s));
        if (perMile) parts.push(RULE_SENTENCES.travelBeyond(s));
      }
    } else if (topic === 'deposit') parts.push(RULE_SENTENCES.deposit(s));
    else if (topic === 'minimum')
      parts.push(PREVIEW.test(sentence) ? RULE_SENTENCES.previewsApart(s) : RULE_SENTENCES.minimum(s));
    else if (topic === 'previews') parts.push(RULE_SENTENCES.previewPrice(s));
    else parts.push(RULE_SENTENCES.balance(s));
  }
  return [...new Set(parts.filter(Boolean))].join(' ');
}

/**
 * Every figure in the text that disagrees with her settings, sentence by sentence, on the topics asked for (all by
 * default). A text written from her settings has none.
 */
export function figureMismatches(
  content: string,
  s: RuleSettings,
  topics: readonly RuleTopic[] = RULE_TOPICS,
): FigureMismatch[] {
  const asked = new Set(topics);
  return sentencesOf(content).flatMap(({ text }) => {
    const found = sentenceMismatches(text, s, asked);
    if (found.length === 0) return [];
    const replacement = replacementFor(text, [...new Set(found.map((item) => item.topic))], s);
    return found.map((item) => ({ ...item, sentence: text, replacement }));
  });
}

/** The text with the first occurrence of `sentence` replaced (the text as it was if the sentence is gone). */
export function withSentenceReplaced(content: string, sentence: string, replacement: string): string {
  const at = content.indexOf(sentence);
  return at === -1 ? content : `${content.slice(0, at)}${replacement}${content.slice(at + sentence.length)}`;
}

/** The text with every sentence that disagrees with her settings, on these topics, written from them instead. */
export function withFiguresFixed(content: string, s: RuleSettings, topics: readonly RuleTopic[] = RULE_TOPICS): string {
  // From the last sentence to the first, so each replacement leaves the positions of those before it as they were.
  let fixed = content;
  const asked = new Set(topics);
  for (const { text, start, end } of sentencesOf(content).reverse()) {
    const found = sentenceMismatches(text, s, asked);
    if (found.length === 0) continue;
    const replacement = replacementFor(text, [...new Set(found.map((item) => item.topic))], s);
    fixed = `${fixed.slice(0, start)}${replacement}${fixed.slice(end)}`;
  }
  return fixed;
}

/** A policy's mismatches, grouped by sentence, as the dashboard shows them: one fix per sentence. */
export interface SentenceMismatch {
  sentence: string;
  replacement: string;
  figures: Pick<FigureMismatch, 'figure' | 'setting' | 'value'>[];
}

export function mismatchedSentences(content: string, s: RuleSettings): SentenceMismatch[] {
  const bySentence = new Map<string, SentenceMismatch>();
  for (const item of figureMismatches(content, s)) {
    const entry = bySentence.get(item.sentence) ?? {
      sentence: item.sentence,
      replacement: item.replacement,
      figures: [],
    };
    entry.figures.push({ figure: item.figure, setting: item.setting, value: item.value });
    bySentence.set(item.sentence, entry);
  }
  return [...bySentence.values()];
}
