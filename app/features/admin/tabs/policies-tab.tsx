import type { FormEvent } from 'react';
import type { Policy, PolicyInput } from '../../../../schemas/policy.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { FieldGrid, SortOrderField, SwitchField, TextAreaField, TextField, SaveCancelActions } from '../components/form-controls.tsx';
import { Badge, ItemActions, ItemCard, ItemHead, ItemList, ItemText, ItemTitle, FormPanel, ListState, Panel, PanelTitle, TabLayout } from '../components/panels.tsx';
import { parseSortOrder, preview } from '../admin-format.ts';
import type { CrudWords } from '../hooks/use-crud-actions.ts';
import { useContentTab } from '../hooks/use-content-tab.ts';

const PATH = '/api/admin/policies';
const WORDS: CrudWords = { noun: 'policy', title: 'Policy', listHeadingId: 'policy-list-title' };
const BLANK = { title: '', sortOrder: '0', content: '', isVisible: true };

export function PoliciesTab() {
  const { list, save, remove, form, confirm, confirmDialog } = useContentTab<Policy, PolicyInput, typeof BLANK>({
    path: PATH,
    listNoun: 'policies',
    words: WORDS,
    blank: BLANK,
  });
  const { values, set } = form;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.submitWith(() =>
      save(
        { title: values.title, content: values.content, isVisible: values.isVisible, sortOrder: parseSortOrder(values.sortOrder) },
        form.editingId ?? undefined,
      ),
    );
  };

  const askDelete = async (item: Policy) => {
    const ok = await confirm({ title: 'Delete policy?', description: `"${item.title}" will be removed from the Policies page. This cannot be undone.` });
    if (ok && (await remove(item.id)) && form.editingId === item.id) form.reset();
  };

  return (
    <TabLayout>
      <FormPanel ref={form.formRef} as="form" onSubmit={submit} aria-labelledby="policy-form-title">
        <PanelTitle id="policy-form-title">{form.editingId ? 'Edit Policy' : 'Add New Policy'}</PanelTitle>
        <FieldGrid>
          <TextField ref={form.firstFieldRef} label="Title" value={values.title} onChange={(v) => set('title', v)} wide />
          <SortOrderField value={values.sortOrder} onChange={(v) => set('sortOrder', v)} />
          <TextAreaField
            label="Content"
            value={values.content}
            onChange={(v) => set('content', v)}
            rows={8}
            hint="Leave a blank line between paragraphs."
          />
        </FieldGrid>
        <SwitchField label="Visible on website" checked={values.isVisible} onChange={(v) => set('isVisible', v)} />
        <SaveCancelActions editing={Boolean(form.editingId)} pending={form.pending} addLabel="Add Policy" updateLabel="Update Policy" onCancel={form.reset} />
      </FormPanel>

      <Panel aria-labelledby="policy-list-title">
        <PanelTitle id="policy-list-title" tabIndex={-1}>Policies ({list.items.length})</PanelTitle>
        <ListState list={list} empty="No policies found. Add your first policy above." />
        <ItemList>
          {list.items.map((item) => (
            <ItemCard key={item.id} $highlight={form.editingId === item.id}>
              <ItemHead>
                <ItemTitle>{item.title}</ItemTitle>
              </ItemHead>
              <ItemHead>
                <Badge $tone={item.isVisible ? 'active' : 'hidden'}>{item.isVisible ? 'Visible' : 'Hidden'}</Badge>
                <Badge>Order: {item.sortOrder}</Badge>
              </ItemHead>
              <ItemText>{preview(item.content)}</ItemText>
              <ItemActions>
                <Button
                  type="button"
                  $size="sm"
                  $variant="secondary"
                  aria-label={`Edit policy: ${item.title}`}
                  onClick={() => form.edit(item.id, { title: item.title, content: item.content, isVisible: item.isVisible, sortOrder: String(item.sortOrder) })}
                >
                  Edit
                </Button>
                <Button type="button" $size="sm" $variant="danger" aria-label={`Delete policy: ${item.title}`} onClick={() => void askDelete(item)}>
                  Delete
                </Button>
              </ItemActions>
            </ItemCard>
          ))}
        </ItemList>
      </Panel>
      {confirmDialog}
    </TabLayout>
  );
}
