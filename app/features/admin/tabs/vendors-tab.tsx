import type { FormEvent } from 'react';
import styled from 'styled-components';
import { VENDOR_CATEGORIES } from '../../../../contract/choices.ts';
import type { Vendor, VendorInput } from '../../../../contract/vendor.ts';
import {
  FieldGrid,
  SelectField,
  SortOrderField,
  SwitchField,
  TextAreaField,
  TextField,
  SaveCancelActions,
} from '../components/form-controls.tsx';
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
} from '../components/panels.tsx';
import { parseSortOrder } from '../admin-format.ts';
import type { CrudWords } from '../hooks/use-crud-actions.ts';
import { useContentTab } from '../hooks/use-content-tab.ts';

const PATH = '/api/admin/recommended-vendors';
const WORDS: CrudWords = { noun: 'vendor', title: 'Vendor', listHeadingId: 'vendor-list-title' };
const BLANK = {
  name: '',
  category: VENDOR_CATEGORIES[0] as string,
  website: '',
  socialUrl: '',
  phone: '',
  email: '',
  sortOrder: '0',
  description: '',
  isVisible: true,
};
const CATEGORY_OPTIONS = VENDOR_CATEGORIES.map((category) => ({ value: category, label: category }));

const Group = styled.section`
  & + & {
    margin-top: ${({ theme }) => theme.space.lg};
  }
`;

const GroupTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  margin-bottom: ${({ theme }) => theme.space.sm};
  padding-bottom: ${({ theme }) => theme.space.xs};
  border-bottom: 1px solid ${({ theme }) => theme.colors.line};
`;

const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const VendorName = styled(ItemTitle).attrs({ as: 'h4' })``;

export function VendorsTab() {
  const { list, save, remove, form, confirm, confirmDialog } = useContentTab<Vendor, VendorInput, typeof BLANK>({
    path: PATH,
    listNoun: 'vendors',
    words: WORDS,
    blank: BLANK,
  });
  const { values, set } = form;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.submitWith(() =>
      save(
        {
          name: values.name,
          category: values.category as VendorInput['category'],
          website: values.website,
          socialUrl: values.socialUrl,
          phone: values.phone,
          email: values.email,
          description: values.description,
          isVisible: values.isVisible,
          sortOrder: parseSortOrder(values.sortOrder),
        },
        form.editingId ?? undefined,
      ),
    );
  };

  const askDelete = async (item: Vendor) => {
    const ok = await confirm({
      title: 'Delete vendor?',
      description: `${item.name} will be removed from the Preferred Vendors page. This cannot be undone.`,
    });
    if (ok && (await remove(item.id)) && form.editingId === item.id) form.reset();
  };

  // The list is already in sort order; grouping keeps that order inside each category.
  const groups = VENDOR_CATEGORIES.map((category) => ({
    category,
    vendors: list.items.filter((vendor) => vendor.category === category),
  })).filter((group) => group.vendors.length > 0);

  return (
    <TabLayout>
      <FormPanel ref={form.formRef} as="form" onSubmit={submit} aria-labelledby="vendor-form-title">
        <PanelTitle id="vendor-form-title">{form.editingId ? 'Edit Vendor' : 'Add New Vendor'}</PanelTitle>
        <FieldGrid>
          <TextField ref={form.firstFieldRef} label="Name" value={values.name} onChange={(v) => set('name', v)} />
          <SelectField
            label="Category"
            value={values.category}
            onChange={(v) => set('category', v)}
            options={CATEGORY_OPTIONS}
          />
          <TextField
            label="Website"
            type="url"
            inputMode="url"
            placeholder="https://"
            value={values.website}
            onChange={(v) => set('website', v)}
          />
          <TextField
            label="Social Profile"
            type="url"
            inputMode="url"
            placeholder="https://www.instagram.com/..."
            value={values.socialUrl}
            onChange={(v) => set('socialUrl', v)}
          />
          <TextField
            label="Phone"
            type="tel"
            autoComplete="off"
            value={values.phone}
            onChange={(v) => set('phone', v)}
          />
          <TextField
            label="Email"
            type="email"
            autoComplete="off"
            value={values.email}
            onChange={(v) => set('email', v)}
          />
          <SortOrderField value={values.sortOrder} onChange={(v) => set('sortOrder', v)} />
          <TextAreaField label="Description" value={values.description} onChange={(v) => set('description', v)} />
        </FieldGrid>
        <SwitchField label="Visible on website" checked={values.isVisible} onChange={(v) => set('isVisible', v)} />
        <SaveCancelActions
          editing={Boolean(form.editingId)}
          pending={form.pending}
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
        {groups.map(({ category, vendors }) => (
          <Group key={category} aria-label={category}>
            <GroupTitle>{category}</GroupTitle>
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
                      onEdit={() =>
                        form.edit(item.id, {
                          name: item.name,
                          category: item.category,
                          website: item.website,
                          socialUrl: item.socialUrl,
                          phone: item.phone,
                          email: item.email,
                          sortOrder: String(item.sortOrder),
                          description: item.description,
                          isVisible: item.isVisible,
                        })
                      }
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
