import type { FormEvent } from 'react';
import {
  FieldGrid,
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

/** What the FAQs and policies tabs have in common: a heading (question, title), a text (answer, content), an order. */
interface HeadedTextItem {
  id: string;
  isVisible: boolean;
  sortOrder: number;
}

export interface HeadedTextTabSettings<Item extends HeadedTextItem, Body> {
  path: string;
  /** `noun` also names the buttons and the delete question: "Edit FAQ: …", "Delete policy?". */
  words: CrudWords & { listHeadingId: string };
  /** As in "Failed to fetch {listNoun}". */
  listNoun: string;
  /** Ids of the form's heading. */
  formHeadingId: string;
  formTitle: { add: string; edit: string };
  buttons: { add: string; update: string };
  listTitle: string;
  empty: string;
  /** The public page the item is removed from, in the delete question. */
  pageName: string;
  heading: { label: string };
  text: { label: string; hint: string; rows?: number };
  /** The item's heading and text, and back: the one place the two tabs' field names differ. */
  read: (item: Item) => { heading: string; text: string };
  write: (fields: { heading: string; text: string; isVisible: boolean; sortOrder: number }) => Body;
  /** How much of the text the list shows. */
  listText?: (text: string) => string;
}

const BLANK = { heading: '', sortOrder: '0', text: '', isVisible: true };

/** One tab for content that is a heading and a text, kept in an order: the FAQs and the policies. */
export function HeadedTextTab<Item extends HeadedTextItem, Body>({
  settings,
}: {
  settings: HeadedTextTabSettings<Item, Body>;
}) {
  const { words } = settings;
  const { list, save, remove, form, confirm, confirmDialog } = useContentTab<Item, Body, typeof BLANK>({
    path: settings.path,
    listNoun: settings.listNoun,
    words,
    blank: BLANK,
  });
  const { values, set } = form;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.submitWith(() =>
      save(
        settings.write({
          heading: values.heading,
          text: values.text,
          isVisible: values.isVisible,
          sortOrder: parseSortOrder(values.sortOrder),
        }),
        form.editingId ?? undefined,
      ),
    );
  };

  const askDelete = async (item: Item) => {
    const { heading } = settings.read(item);
    const ok = await confirm({
      title: `Delete ${words.noun}?`,
      description: `"${heading}" will be removed from the ${settings.pageName} page. This cannot be undone.`,
    });
    if (ok && (await remove(item.id)) && form.editingId === item.id) form.reset();
  };

  return (
    <TabLayout>
      <FormPanel ref={form.formRef} as="form" onSubmit={submit} aria-labelledby={settings.formHeadingId}>
        <PanelTitle id={settings.formHeadingId}>
          {form.editingId ? settings.formTitle.edit : settings.formTitle.add}
        </PanelTitle>
        <FieldGrid>
          <TextField
            ref={form.firstFieldRef}
            label={settings.heading.label}
            value={values.heading}
            onChange={(v) => set('heading', v)}
            wide
          />
          <SortOrderField value={values.sortOrder} onChange={(v) => set('sortOrder', v)} />
          <TextAreaField
            label={settings.text.label}
            value={values.text}
            onChange={(v) => set('text', v)}
            rows={settings.text.rows}
            hint={settings.text.hint}
          />
        </FieldGrid>
        <SwitchField label="Visible on website" checked={values.isVisible} onChange={(v) => set('isVisible', v)} />
        <SaveCancelActions
          editing={Boolean(form.editingId)}
          pending={form.pending}
          addLabel={settings.buttons.add}
          updateLabel={settings.buttons.update}
          onCancel={form.reset}
        />
      </FormPanel>

      <Panel aria-labelledby={words.listHeadingId}>
        <PanelTitle id={words.listHeadingId} tabIndex={-1}>
          {settings.listTitle} ({list.items.length})
        </PanelTitle>
        <ListState list={list} empty={settings.empty} />
        <ItemList>
          {list.items.map((item) => {
            const { heading, text } = settings.read(item);
            return (
              <ItemCard key={item.id} $highlight={form.editingId === item.id}>
                <ItemHead>
                  <ItemTitle>{heading}</ItemTitle>
                </ItemHead>
                <ItemHead>
                  <Badge $tone={item.isVisible ? 'active' : 'hidden'}>{item.isVisible ? 'Visible' : 'Hidden'}</Badge>
                  <Badge>Order: {item.sortOrder}</Badge>
                </ItemHead>
                <ItemText>{settings.listText ? settings.listText(text) : text}</ItemText>
                <ItemActions>
                  <EditDeleteButtons
                    editLabel={`Edit ${words.noun}: ${heading}`}
                    deleteLabel={`Delete ${words.noun}: ${heading}`}
                    onEdit={() =>
                      form.edit(item.id, {
                        heading,
                        text,
                        isVisible: item.isVisible,
                        sortOrder: String(item.sortOrder),
                      })
                    }
                    onDelete={() => void askDelete(item)}
                  />
                </ItemActions>
              </ItemCard>
            );
          })}
        </ItemList>
      </Panel>
      {confirmDialog}
    </TabLayout>
  );
}
