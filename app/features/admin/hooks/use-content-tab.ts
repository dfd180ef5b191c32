import { useAdminList } from './use-admin-list.ts';
import { useConfirm } from './use-confirm.tsx';
import { useCrudActions, type CrudWords } from './use-crud-actions.ts';
import { useItemForm } from './use-item-form.ts';

/**
 * What every content tab is built from: its list, its create / update / delete with the spec's toasts, its one
 * create-or-edit form and the delete confirmation.
 */
export function useContentTab<Item, Body, Values extends object>(tab: {
  /** The admin collection, e.g. /api/admin/faqs; items live at `${path}/${id}`. */
  path: string;
  /** As in "Failed to fetch {listNoun}". */
  listNoun: string;
  words: CrudWords;
  blank: Values;
}) {
  const list = useAdminList<Item>(tab.path, tab.listNoun);
  const { save, remove } = useCrudActions<Body>(tab.path, tab.path, tab.words, list.refetch);
  const form = useItemForm(tab.blank);
  const [confirm, confirmDialog] = useConfirm();
  return { list, save, remove, form, confirm, confirmDialog };
}
