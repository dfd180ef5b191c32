import type { FormEvent, ReactNode } from 'react';
import type { RecordRoutes } from '#contract/api.ts';
import { FormFields, SaveCancelActions } from '../ui/form-controls.tsx';
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
} from '../ui/panels.tsx';
import type { EntityForm } from '../ui/entity-form.ts';
import type { CrudWords } from '../ui/use-crud-actions.ts';
import { useContentTab } from '../ui/use-content-tab.ts';

/** What the FAQs and policies tabs have in common: a heading (question, title), a text (answer, content), an order. */
interface HeadedTextItem {
  id: string;
  isVisible: boolean;
  sortOrder: number;
}

export interface HeadedTextTabSettings<Item extends Input & HeadedTextItem, Input> {
  routes: RecordRoutes<Item>;
  /** `noun` also names the buttons and the delete question: "Edit FAQ: …", "Delete policy?". */
  words: CrudWords & { listHeadingId: string };
  /** As in "Failed to fetch {listNoun}". */
  listNoun: string;
  entity: EntityForm<Input>;
  /** Ids of the form's heading. */
  formHeadingId: string;
  formTitle: { add: string; edit: string };
  buttons: { add: string; update: string };
  listTitle: string;
  empty: string;
  /** The public page the item is removed from, in the delete question. */
  pageName: string;
  /** The item's heading and text, as its list card shows them. */
  read: (item: Item) => { heading: string; text: string };
  /** How much of the text the list shows. */
  listText?: (text: string) => string;
  /** A word on an item beside its Visible badge ("From your settings"), or none. */
  badge?: (item: Item) => string | undefined;
  /** What the tab says above its form about its items (her policies that disagree with her settings). */
  notice?: (tab: { items: Item[]; save: (body: Input, id: string) => Promise<boolean> }) => ReactNode;
}

/** One tab for content that is a heading and a text, kept in an order: the FAQs and the policies. */
export function HeadedTextTab<Item extends Input & HeadedTextItem, Input>({
  settings,
}: {
  settings: HeadedTextTabSettings<Item, Input>;
}) {
  const { words } = settings;
  const { list, save, remove, form, submit, confirm, confirmDialog } = useContentTab<Item, Input>({
    routes: settings.routes,
    listNoun: settings.listNoun,
    words,
    entity: settings.entity,
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
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
    <>
      {settings.notice?.({ items: list.items, save: (body, id) => save(body, id) })}
      <TabLayout>
        <FormPanel ref={form.formRef} as="form" onSubmit={onSubmit} aria-labelledby={settings.formHeadingId}>
          <PanelTitle id={settings.formHeadingId}>
            {form.editingId ? settings.formTitle.edit : settings.formTitle.add}
          </PanelTitle>
          <FormFields
            entity={settings.entity}
            values={form.values}
            onChange={form.set}
            firstFieldRef={form.firstFieldRef}
          />
          <SaveCancelActions
            editing={Boolean(form.editingId)}
            pending={form.pending}
            failure={form.failure}
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
                    {settings.badge?.(item) && <Badge $tone="category">{settings.badge(item)}</Badge>}
                  </ItemHead>
                  <ItemText>{settings.listText ? settings.listText(text) : text}</ItemText>
                  <ItemActions>
                    <EditDeleteButtons
                      editLabel={`Edit ${words.noun}: ${heading}`}
                      deleteLabel={`Delete ${words.noun}: ${heading}`}
                      onEdit={() => form.edit(item)}
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
    </>
  );
}
