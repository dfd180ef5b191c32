import type { FormEvent } from 'react';
import type { Faq, FaqInput } from '../../../../schemas/faq.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { FieldGrid, SortOrderField, SwitchField, TextAreaField, TextField, SaveCancelActions } from '../components/form-controls.tsx';
import { Badge, ItemActions, ItemCard, ItemHead, ItemList, ItemText, ItemTitle, FormPanel, ListState, Panel, PanelTitle, TabLayout } from '../components/panels.tsx';
import { parseSortOrder } from '../admin-format.ts';
import type { CrudWords } from '../hooks/use-crud-actions.ts';
import { useContentTab } from '../hooks/use-content-tab.ts';

const PATH = '/api/admin/faqs';
const WORDS: CrudWords = { noun: 'FAQ', title: 'FAQ', listHeadingId: 'faq-list-title' };
const BLANK = { question: '', sortOrder: '0', answer: '', isVisible: true };

export function FaqsTab() {
  const { list, save, remove, form, confirm, confirmDialog } = useContentTab<Faq, FaqInput, typeof BLANK>({
    path: PATH,
    listNoun: 'FAQs',
    words: WORDS,
    blank: BLANK,
  });
  const { values, set } = form;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.submitWith(() =>
      save(
        { question: values.question, answer: values.answer, isVisible: values.isVisible, sortOrder: parseSortOrder(values.sortOrder) },
        form.editingId ?? undefined,
      ),
    );
  };

  const askDelete = async (item: Faq) => {
    const ok = await confirm({ title: 'Delete FAQ?', description: `"${item.question}" will be removed from the FAQ page. This cannot be undone.` });
    if (ok && (await remove(item.id)) && form.editingId === item.id) form.reset();
  };

  return (
    <TabLayout>
      <FormPanel ref={form.formRef} as="form" onSubmit={submit} aria-labelledby="faq-form-title">
        <PanelTitle id="faq-form-title">{form.editingId ? 'Edit FAQ' : 'Add New FAQ'}</PanelTitle>
        <FieldGrid>
          <TextField ref={form.firstFieldRef} label="Question" value={values.question} onChange={(v) => set('question', v)} wide />
          <SortOrderField value={values.sortOrder} onChange={(v) => set('sortOrder', v)} />
          <TextAreaField label="Answer" value={values.answer} onChange={(v) => set('answer', v)} hint="Line breaks are kept on the FAQ page." />
        </FieldGrid>
        <SwitchField label="Visible on website" checked={values.isVisible} onChange={(v) => set('isVisible', v)} />
        <SaveCancelActions editing={Boolean(form.editingId)} pending={form.pending} addLabel="Add FAQ" updateLabel="Update FAQ" onCancel={form.reset} />
      </FormPanel>

      <Panel aria-labelledby="faq-list-title">
        <PanelTitle id="faq-list-title" tabIndex={-1}>FAQs ({list.items.length})</PanelTitle>
        <ListState list={list} empty="No FAQs found. Add your first FAQ above." />
        <ItemList>
          {list.items.map((item) => (
            <ItemCard key={item.id} $highlight={form.editingId === item.id}>
              <ItemHead>
                <ItemTitle>{item.question}</ItemTitle>
              </ItemHead>
              <ItemHead>
                <Badge $tone={item.isVisible ? 'active' : 'hidden'}>{item.isVisible ? 'Visible' : 'Hidden'}</Badge>
                <Badge>Order: {item.sortOrder}</Badge>
              </ItemHead>
              <ItemText>{item.answer}</ItemText>
              <ItemActions>
                <Button
                  type="button"
                  $size="sm"
                  $variant="secondary"
                  aria-label={`Edit FAQ: ${item.question}`}
                  onClick={() => form.edit(item.id, { question: item.question, answer: item.answer, isVisible: item.isVisible, sortOrder: String(item.sortOrder) })}
                >
                  Edit
                </Button>
                <Button type="button" $size="sm" $variant="danger" aria-label={`Delete FAQ: ${item.question}`} onClick={() => void askDelete(item)}>
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
