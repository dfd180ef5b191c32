import * as v from 'valibot';
import { FOCUS_AREAS, KIT_PREFERENCES, LESSON_PURPOSES, MAIN_GOALS, SKILL_LEVELS } from './choices.ts';
import { optionalText, requiredText, type Stored } from './fields.ts';

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
    name: requiredText('Full name', 120),
    email: v.pipe(requiredText('Email address', 254), v.email('Please enter a valid email address')),
    phone: v.pipe(
      requiredText('Phone number', 40),
      v.regex(/^[0-9+().\-\s]{7,}$/, 'Please enter a valid phone number'),
    ),
    lessonPurpose: choice(LESSON_PURPOSES, 'what the lesson is for'),
    skillLevel: choice(SKILL_LEVELS, 'your skill level'),
    mainGoal: choice(MAIN_GOALS, 'your main goal'),
    otherGoal: optionalText('Other goal', 1000),
    focusAreas,
    otherFocusArea: optionalText('Other focus area', 1000),
    wearMakeup: optionalText('How often you wear makeup', 2000),
    usualLook: optionalText('Usual look', 2000),
    currentProducts: optionalText('Current products', 2000),
    struggles: optionalText('Techniques you struggle with', 2000),
    kitPreference: choice(KIT_PREFERENCES, 'a kit preference'),
    additionalInfo: optionalText('Additional information', 5000),
  }),
  v.forward(
    v.check((input) => input.mainGoal !== 'other' || input.otherGoal !== '', 'Please describe your main goal'),
    ['otherGoal'],
  ),
);
export type LessonSubmissionInput = v.InferOutput<typeof lessonSubmissionInput>;
export type LessonSubmission = LessonSubmissionInput & Stored & { isRead: boolean };
