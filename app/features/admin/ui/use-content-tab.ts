import { useCallback } from 'react';
import type { RecordRoutes } from '#contract/api.ts';
import type { EntityForm } from './entity-form.ts';
import { useAdminList } from './use-admin-list.ts';
import { useConfirm } from './use-confirm.tsx';
import { useCrudActions, type CrudWords } from './use-crud-actions.ts';
import { useItemForm } from './use-item-form.ts';

/**
 * What every content tab is built from: its list, its create / update / delete with the spec's toasts, its one
 * create-or-edit form (from the entity's field list) and the delete confirmation.
 */
export function useContentTab<Item extends Input & { id: string }, Input>(tab: {
  /** Its list, create, update and delete in the API table, e.g. `api.adminFaqs`. */
  routes: RecordRoutes<Item>;
  /** As in "Failed to fetch {listNoun}". */
  listNoun: string;
  words: CrudWords;
  entity: EntityForm<Input>;
}) {
  const list = useAdminList(tab.routes.list, tab.listNoun);
  const { save, remove } = useCrudActions<Input>(tab.routes, tab.words, list.refetch);
  const form = useItemForm(tab.entity);
  const [confirm, confirmDialog] = useConfirm();
  const { values, editingId, submitWith } = form;
  const { bodyOf } = tab.entity;

  /**
   * Saves the form as the item it is editing, or as a new one; the form resets when that succeeded. The body is made
   * inside the submit, so a failure making it is shown beside the button like any other.
   */
  const submit = useCallback(
    (body?: Input) => submitWith(() => save(body ?? bodyOf(values), editingId ?? undefined)),
    [bodyOf, values, submitWith, save, editingId],
  );

  return { list, save, remove, form, submit, confirm, confirmDialog };
}
