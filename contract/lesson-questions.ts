import type { LessonSubmissionInput } from './lesson-submission.ts';

/**
 * The questionnaire's questions, in the words the student reads on the form, in the form's order: the form shows
 * them, and the owner's alert e-mail repeats each answer under the same words.
 */
export const LESSON_QUESTIONS = {
  name: 'Full Name',
  email: 'Email Address',
  phone: 'Phone Number',
  lessonPurpose: 'What is the lesson for?',
  skillLevel: 'Makeup Experience: what is your skill level?',
  mainGoal: 'What is your main goal for this lesson?',
  otherGoal: 'Please describe your main goal',
  focusAreas: 'Which areas would you like to focus on?',
  otherFocusArea: 'Other focus area',
  wearMakeup: 'How often do you wear makeup?',
  usualLook: 'What is your usual makeup look?',
  currentProducts: 'What products do you currently use?',
  struggles: 'Which techniques do you struggle with?',
  kitPreference: 'Would you like to use your existing products or build a new kit?',
  additionalInfo: 'Is there anything else I should know?',
} as const satisfies Record<keyof LessonSubmissionInput, string>;
