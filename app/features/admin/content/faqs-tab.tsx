import { api } from '#contract/api.ts';
import { faqInput, type Faq, type FaqInput } from '#contract/faq.ts';
import { entityForm, SORT_ORDER_FIELD, VISIBLE_FIELD } from '../ui/entity-form.ts';
import { HeadedTextTab, type HeadedTextTabSettings } from './headed-text-tab.tsx';

const SETTINGS: HeadedTextTabSettings<Faq, FaqInput> = {
  routes: api.adminFaqs,
  words: { noun: 'FAQ', title: 'FAQ', listHeadingId: 'faq-list-title' },
  listNoun: 'FAQs',
  entity: entityForm(faqInput, {
    question: { kind: 'text', label: 'Question', wide: true },
    sortOrder: SORT_ORDER_FIELD,
    answer: { kind: 'long-text', label: 'Answer', hint: 'Line breaks are kept on the FAQ page.' },
    isVisible: VISIBLE_FIELD,
  }),
  formHeadingId: 'faq-form-title',
  formTitle: { add: 'Add New FAQ', edit: 'Edit FAQ' },
  buttons: { add: 'Add FAQ', update: 'Update FAQ' },
  listTitle: 'FAQs',
  empty: 'No FAQs found. Add your first FAQ above.',
  pageName: 'FAQ',
  read: (faq) => ({ heading: faq.question, text: faq.answer }),
};

export function FaqsTab() {
  return <HeadedTextTab settings={SETTINGS} />;
}
