import { api } from '#contract/api.ts';
import { policyInput, type Policy, type PolicyInput } from '#contract/policy.ts';
import { preview } from './policy-preview.ts';
import { entityForm, SORT_ORDER_FIELD, VISIBLE_FIELD } from '../ui/entity-form.ts';
import { HeadedTextTab, type HeadedTextTabSettings } from './headed-text-tab.tsx';

const SETTINGS: HeadedTextTabSettings<Policy, PolicyInput> = {
  routes: api.adminPolicies,
  words: { noun: 'policy', title: 'Policy', listHeadingId: 'policy-list-title' },
  listNoun: 'policies',
  entity: entityForm(policyInput, {
    title: { kind: 'text', label: 'Title', wide: true },
    sortOrder: SORT_ORDER_FIELD,
    content: { kind: 'long-text', label: 'Content', hint: 'Leave a blank line between paragraphs.', rows: 8 },
    isVisible: VISIBLE_FIELD,
  }),
  formHeadingId: 'policy-form-title',
  formTitle: { add: 'Add New Policy', edit: 'Edit Policy' },
  buttons: { add: 'Add Policy', update: 'Update Policy' },
  listTitle: 'Policies',
  empty: 'No policies found. Add your first policy above.',
  pageName: 'Policies',
  read: (policy) => ({ heading: policy.title, text: policy.content }),
  listText: preview,
};

export function PoliciesTab() {
  return <HeadedTextTab settings={SETTINGS} />;
}
