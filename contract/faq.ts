import * as v from 'valibot';
import { requiredText, sortOrder, visibility, type Stored } from './fields.ts';

export const faqInput = v.object({
  question: requiredText('Question', 500),
  answer: requiredText('Answer', 5000),
  isVisible: visibility,
  sortOrder,
});
export type FaqInput = v.InferOutput<typeof faqInput>;
export type Faq = FaqInput & Stored;
/** What visitors receive. */
export type PublicFaq = Pick<Faq, 'id' | 'question' | 'answer'>;
