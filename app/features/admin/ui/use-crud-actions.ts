import { useCallback } from 'react';
import type { RecordRoutes } from '#contract/api.ts';
import { ApiError } from '#shared/api-client.ts';
import { SaveFailed } from '#shared/ui/form-failure.tsx';
import { useToast } from '#shared/ui/toast.tsx';
import { reasonOf, useAdminSession } from '../session/admin-session.tsx';

export interface CrudWords {
  /** As in "Failed to delete {noun}": "testimonial", "FAQ", "gallery image". */
  noun: string;
  /** As in "{Title} created successfully". */
  title: string;
  /** The gallery "adds" images; everything else is "created". */
  createVerb?: 'create' | 'add';
  /** The list's heading, which takes focus after a delete (the pressed button is gone with its item). */
  listHeadingId?: string;
}

const pastTense = { create: 'created', add: 'added', update: 'updated', delete: 'deleted' } as const;

/**
 * Create, update and delete for one admin area, with the spec's toasts, then a refetch of the list.
 * Each resolves true on success so the form knows to reset. A failed create or update also rejects, with the toast's
 * words, for the form's submit (useItemForm's `submitWith`) to show beside its button; a failed delete resolves false.
 */
export function useCrudActions<Body>(
  /** Its routes in the API table; an item's update and delete take its `id`. */
  routes: Pick<RecordRoutes<unknown>, 'create' | 'update' | 'remove'>,
  words: CrudWords,
  refetch: () => Promise<void>,
  /** The create route's parameters, when its path has any (a schedule's services: the schedule's `id`). */
  createParams?: Readonly<Record<string, string>>,
) {
  const { send } = useAdminSession();
  const toast = useToast();

  const run = useCallback(
    async (action: 'create' | 'add' | 'update' | 'delete', call: () => Promise<unknown>) => {
      try {
        await call();
        toast({
          title: 'Success',
          description: `${words.title} ${pastTense[action]} successfully`,
          variant: 'success',
        });
        await refetch();
        if (action === 'delete' && words.listHeadingId) document.getElementById(words.listHeadingId)?.focus();
        return true;
      } catch (error) {
        // A 401 has already sent the owner back to the login card, which says why.
        if (error instanceof ApiError && error.status === 401) return false;
        const description = `Failed to ${action} ${words.noun}: ${reasonOf(error)}`;
        toast({ title: 'Error', description, variant: 'error' });
        if (action === 'delete') return false;
        throw new SaveFailed(description);
      }
    },
    [toast, refetch, words],
  );

  const save = useCallback(
    (body: Body, id?: string) =>
      id
        ? run('update', () => send(routes.update, { params: { id }, body }))
        : run(words.createVerb ?? 'create', () => send(routes.create, { params: createParams, body })),
    [run, send, routes, createParams, words],
  );

  const remove = useCallback(
    (id: string) => run('delete', () => send(routes.remove, { params: { id } })),
    [run, send, routes],
  );

  return { save, remove };
}
