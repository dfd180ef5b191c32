import { useEffect, type FormEvent } from 'react';
import styled from 'styled-components';
import { api } from '#contract/api.ts';
import { VENDOR_CATEGORY_CHOICES } from '#contract/choices.ts';
import { vendorInput, type Vendor, type VendorInput } from '#contract/vendor.ts';
import { FormFields, SaveCancelActions } from '../ui/form-controls.tsx';
import {
  Badge,
  EditDeleteButtons,
  ItemActions,
  ItemCard,
  ItemHead,
  ItemList,
  ItemMeta,
  ItemText,
  ItemTitle,
  FormPanel,
  ListState,
  Panel,
  PanelTitle,
  TabLayout,
} from '../ui/panels.tsx';
import { entityForm, SORT_ORDER_FIELD, VISIBLE_FIELD } from '../ui/entity-form.ts';
import type { CrudWords } from '../ui/use-crud-actions.ts';
import { useContentTab } from '../ui/use-content-tab.ts';
import { announceContentChanged } from '../ui/sample-content-facts.ts';
import { theme } from '#shared/theme.ts';

const WORDS: CrudWords = { noun: 'vendor', title: 'Vendor', listHeadingId: 'vendor-list-title' };

const VENDOR_FORM = entityForm(vendorInput, {
  name: { kind: 'text', label: 'Name' },
  category: { kind: 'choice', label: 'Category', choices: VENDOR_CATEGORY_CHOICES },
  website: { kind: 'text', label: 'Website', type: 'url', inputMode: 'url', placeholder: 'https://' },
  socialUrl: {
    kind: 'text',
    label: 'Social Profile',
    type: 'url',
    inputMode: 'url',
    placeholder: 'https://www.instagram.com/...',
  },
  phone: { kind: 'text', label: 'Phone', type: 'tel', autoComplete: 'off' },
  email: { kind: 'text', label: 'Email', type: 'email', autoComplete: 'off' },
  sortOrder: SORT_ORDER_FIELD,
  description: { kind: 'long-text', label: 'Description' },
  isVisible: VISIBLE_FIELD,
});

const Group = styled.section`
  & + & {
    margin-top: ${theme.space.lg};
  }
`;

const GroupTitle = styled.h3`
  font-size: ${theme.fontSizes.lg};
  margin-bottom: ${theme.space.sm};
  padding-bottom: ${theme.space.xs};
  border-bottom: 1px solid ${theme.colors.line};
`;

const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs} ${theme.space.md};
  margin: 0 0 ${theme.space.sm};
  font-size: ${theme.fontSizes.sm};
`;

const VendorName = styled(ItemTitle).attrs({ as: 'h4' })``;

export function VendorsTab() {
  const { list, remove, form, submit, confirm, confirmDialog } = useContentTab<Vendor, VendorInput>({
    routes: api.adminVendors,
    listNoun: 'vendors',
    words: WORDS,
    entity: VENDOR_FORM,
  });
  // Hiding or deleting the last sample vendor: the first-run banner stops naming them at once.
  useEffect(() => {
    if (list.status === 'ready') announceContentChanged();
  }, [list.items, list.status]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  const askDelete = async (item: Vendor) => {
    const ok = await confirm({
      title: 'Delete vendor?',
      description: `${item.name} will be removed from the Preferred Vendors page. This cannot be undone.`,
    });
    if (ok && (await remove(item.id)) && form.editingId === item.id) form.reset();
  };

  // The list is already in sort order; grouping keeps that order inside each category.
  const groups = VENDOR_CATEGORY_CHOICES.map(([category, label]) => ({
    category,
    label,
    vendors: list.items.filter((vendor) => vendor.category === category),
  })).filter((group) => group.vendors.length > 0);

  return (
    <TabLayout>
      <FormPanel ref={form.formRef} as="form" onSubmit={onSubmit} aria-labelledby="vendor-form-title">
        <PanelTitle id="vendor-form-title">{form.editingId ? 'Edit Vendor' : 'Add New Vendor'}</PanelTitle>
        <FormFields entity={VENDOR_FORM} values={form.values} onChange={form.set} firstFieldRef={form.firstFieldRef} />
        <SaveCancelActions
          editing={Boolean(form.editingId)}
          pending={form.pending}
          failure={form.failure}
          addLabel="Add Vendor"
          updateLabel="Update Vendor"
          onCancel={form.reset}
        />
      </FormPanel>

      <Panel aria-labelledby="vendor-list-title">
        <PanelTitle id="vendor-list-title" tabIndex={-1}>
          Vendors ({list.items.length})
        </PanelTitle>
        <ListState list={list} empty="No vendors found. Add your first vendor above." />
        {groups.map(({ category, label, vendors }) => (
          <Group key={category} aria-label={label}>
            <GroupTitle>{label}</GroupTitle>
            <ItemList>
              {vendors.map((item) => (
                <ItemCard key={item.id} $highlight={form.editingId === item.id}>
                  <ItemHead>
                    <VendorName>{item.name}</VendorName>
                    {!item.isVisible && <Badge $tone="hidden">Hidden</Badge>}
                    <Badge>Order: {item.sortOrder}</Badge>
                  </ItemHead>
                  {item.description && <ItemText>{item.description}</ItemText>}
                  {(item.website || item.socialUrl) && (
                    <Links>
                      {item.website && (
                        <a href={item.website} target="_blank" rel="noopener noreferrer">
                          Website
                        </a>
                      )}
                      {item.socialUrl && (
                        <a href={item.socialUrl} target="_blank" rel="noopener noreferrer">
                          Social profile
                        </a>
                      )}
                    </Links>
                  )}
                  {(item.phone || item.email) && (
                    <ItemMeta>{[item.phone, item.email].filter(Boolean).join(' · ')}</ItemMeta>
                  )}
                  <ItemActions>
                    <EditDeleteButtons
                      editLabel={`Edit vendor ${item.name}`}
                      deleteLabel={`Delete vendor ${item.name}`}
                      onEdit={() => form.edit(item)}
                      onDelete={() => void askDelete(item)}
                    />
                  </ItemActions>
                </ItemCard>
              ))}
            </ItemList>
          </Group>
        ))}
      </Panel>
      {confirmDialog}
    </TabLayout>
  );
}
