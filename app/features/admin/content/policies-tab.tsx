import { useMemo } from 'react';
import { api } from '#contract/api.ts';
import { policyInput, type Policy, type PolicyInput } from '#contract/policy.ts';
import { generatedPolicyKey } from '#contract/rule-texts.ts';
import { PolicyMismatchList } from '../ui/policy-mismatch-list.tsx';
import { useSavedSettings } from '../ui/saved-settings.tsx';
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
  const { saved } = useSavedSettings();
  // A policy still as written from her settings follows them (contract/rule-texts.ts): its card says so. One in her
  // own words that names a figure her settings disagree with is named above the form, with its one-tap fix.
  const settings = useMemo(
    (): HeadedTextTabSettings<Policy, PolicyInput> =>
      saved
        ? {
            ...SETTINGS,
            badge: (policy) => (generatedPolicyKey(policy.content, saved) ? 'From your settings' : undefined),
            notice: ({ items, save }) => (
              <PolicyMismatchList
                policies={items}
                settings={saved}
                headingId="policies-mismatch-title"
                onFix={(id, body) => save(body, id).catch(() => false)}
              />
            ),
          }
        : SETTINGS,
    [saved],
  );
  return <HeadedTextTab settings={settings} />;
}
