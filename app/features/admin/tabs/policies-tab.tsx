import type { Policy, PolicyInput } from '../../../../contract/policy.ts';
import { preview } from '../admin-format.ts';
import { HeadedTextTab, type HeadedTextTabSettings } from './headed-text-tab.tsx';

const SETTINGS: HeadedTextTabSettings<Policy, PolicyInput> = {
  path: '/api/admin/policies',
  words: { noun: 'policy', title: 'Policy', listHeadingId: 'policy-list-title' },
  listNoun: 'policies',
  formHeadingId: 'policy-form-title',
  formTitle: { add: 'Add New Policy', edit: 'Edit Policy' },
  buttons: { add: 'Add Policy', update: 'Update Policy' },
  listTitle: 'Policies',
  empty: 'No policies found. Add your first policy above.',
  pageName: 'Policies',
  heading: { label: 'Title' },
  text: { label: 'Content', hint: 'Leave a blank line between paragraphs.', rows: 8 },
  read: (policy) => ({ heading: policy.title, text: policy.content }),
  write: ({ heading, text, ...rest }) => ({ title: heading, content: text, ...rest }),
  listText: preview,
};

export function PoliciesTab() {
  return <HeadedTextTab settings={SETTINGS} />;
}
