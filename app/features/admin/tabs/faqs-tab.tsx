import type { Faq, FaqInput } from '../../../../contract/faq.ts';
import { HeadedTextTab, type HeadedTextTabSettings } from './headed-text-tab.tsx';

const SETTINGS: HeadedTextTabSettings<Faq, FaqInput> = {
  path: '/api/admin/faqs',
  words: { noun: 'FAQ', title: 'FAQ', listHeadingId: 'faq-list-title' },
  listNoun: 'FAQs',
  formHeadingId: 'faq-form-title',
  formTitle: { add: 'Add New FAQ', edit: 'Edit FAQ' },
  buttons: { add: 'Add FAQ', update: 'Update FAQ' },
  listTitle: 'FAQs',
  empty: 'No FAQs found. Add your first FAQ above.',
  pageName: 'FAQ',
  heading: { label: 'Question' },
  text: { label: 'Answer', hint: 'Line breaks are kept on the FAQ page.' },
  read: (faq) => ({ heading: faq.question, text: faq.answer }),
  write: ({ heading, text, ...rest }) => ({ question: heading, answer: text, ...rest }),
};

export function FaqsTab() {
  return <HeadedTextTab settings={SETTINGS} />;
}
