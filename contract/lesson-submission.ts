import * as v from 'valibot';
import { FOCUS_AREAS, KIT_PREFERENCES, LESSON_PURPOSES, MAIN_GOALS, SKILL_LEVELS } from './choices.ts';
import { LESSON_FIELD_LIMITS } from './limits.ts';
import { firstIssueField, firstIssueMessage, optionalText, requiredText, type Stored } from './fields.ts';

const WHOLE_EMAIL_MESSAGE =
  'Please enter your whole email address, including the ending after the @, such as name@gmail.com';
const TEXTABLE_PHONE_MESSAGE = 'Enter a phone number that can receive a text, such as (916) 555-0142';

/**
 * She replies by text, so the number must be able to receive one: a US number's 10 digits (11 with its leading 1),
 * or, written with + and its country code, 10 to 15 digits (the most a phone number has). "916-555" is refused.
 */
function canReceiveText(phone: string): boolean {
  const digits = phone.replace(/\D/g, '');
  if (phone.trimStart().startsWith('+')) return digits.length >= 10 && digits.length <= 15;
  return digits.length === 10 || (digits.length === 11 && digits.startsWith('1'));
}

const choice = <T extends readonly [string, ...string[]]>(options: T, label: string) =>
  v.picklist(options, `Please choose ${label}`);

// The spec sends focusAreas as a JSON-encoded list; a plain list is accepted too.
const focusAreas = v.optional(
  v.pipe(
    v.union([v.string(), v.array(v.string())], 'Focus areas must be a list'),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      let list: unknown = dataset.value;
      if (typeof list === 'string') {
        try {
          list = list.trim() === '' ? [] : JSON.parse(list);
        } catch {
          addIssue({ message: 'Focus areas must be a list' });
          return NEVER;
        }
      }
      if (!Array.isArray(list) || !list.every((item) => (FOCUS_AREAS as readonly unknown[]).includes(item))) {
        addIssue({ message: 'Focus areas must be chosen from the listed options' });
        return NEVER;
      }
      return [...new Set(list as string[])];
    }),
  ),
  [],
);

export const lessonSubmissionInput = v.pipe(
  v.object({
    name: requiredText('Full name', LESSON_FIELD_LIMITS.name),
    email: v.pipe(
      requiredText('Email address', LESSON_FIELD_LIMITS.email),
      // The browser's own check takes "maya.lopez@gmail"; say what is missing rather than only "not valid".
      v.check((value) => !value.includes('@') || /@[^@.\s]+(\.[^@.\s]+)+$/.test(value), WHOLE_EMAIL_MESSAGE),
      v.email('Please enter a valid email address'),
    ),
    phone: v.pipe(
      requiredText('Phone number', LESSON_FIELD_LIMITS.phone),
      v.regex(/^[0-9+().\-\s]{7,}$/, 'Please enter a valid phone number'),
      v.check(canReceiveText, TEXTABLE_PHONE_MESSAGE),
    ),
    lessonPurpose: choice(LESSON_PURPOSES, 'what the lesson is for'),
    skillLevel: choice(SKILL_LEVELS, 'your skill level'),
    mainGoal: choice(MAIN_GOALS, 'your main goal'),
    otherGoal: optionalText('Other goal', LESSON_FIELD_LIMITS.otherGoal),
    focusAreas,
    otherFocusArea: optionalText('Other focus area', LESSON_FIELD_LIMITS.otherFocusArea),
    wearMakeup: optionalText('How often you wear makeup', LESSON_FIELD_LIMITS.wearMakeup),
    usualLook: optionalText('Usual look', LESSON_FIELD_LIMITS.usualLook),
    currentProducts: optionalText('Current products', LESSON_FIELD_LIMITS.currentProducts),
    struggles: optionalText('Techniques you struggle with', LESSON_FIELD_LIMITS.struggles),
    kitPreference: choice(KIT_PREFERENCES, 'a kit preference'),
    additionalInfo: optionalText('Additional information', LESSON_FIELD_LIMITS.additionalInfo),
  }),
  v.forward(
    v.check((input) => input.mainGoal !== 'other' || input.otherGoal !== '', 'Please describe your main goal'),
    ['otherGoal'],
  ),
);
export type LessonSubmissionInput = v.InferOutput<typeof lessonSubmissionInput>;
export type LessonSubmission = LessonSubmissionInput & Stored & { isRead: boolean };

/**
 * The first problem with a questionnaire, in the words and with the field the server's refusal would give, or
 * undefined when the server will take it: the form checks with it before sending, so she sees the message at once.
 */
export function lessonSubmissionProblem(input: unknown): { message: string; field?: string } | undefined {
  const result = v.safeParse(lessonSubmissionInput, input);
  return result.success
    ? undefined
    : { message: firstIssueMessage(result.issues), field: firstIssueField(result.issues) };
}
