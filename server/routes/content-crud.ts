import * as v from 'valibot';
import type { AnyRoute } from '#contract/api.ts';
import { notFound } from '../errors.ts';
import type { Collection, Data } from '../store/store.ts';
import { byOrderThenCreation, newId, now, on, parseBody, type RouteDeps } from './context.ts';

type Item<C extends Collection> = Data[C][number];

interface ContentArea<C extends Collection, S extends v.GenericSchema> {
  collection: C;
  /** Used in messages: "FAQ not found". */
  label: string;
  /**
   * Its list, create, update and delete in the API table (`api.adminFaqs`). (What visitors read of the public kinds
   * is answered by `public-reads.ts`.)
   */
  routes: Record<'list' | 'create' | 'update' | 'remove', AnyRoute>;
  schema: S;
  /** Runs inside the delete's own change, so whatever refers to the item goes in the same write. */
  onDelete?: (draft: Data, item: Item<C>) => void;
  /** Runs after an item is deleted and the change is on disk. */
  afterDelete?: (item: Item<C>, data: Readonly<Data>) => Promise<void>;
  /** Runs inside the update's change before the item is replaced: throws to refuse it (a rule of that kind). */
  checkUpdate?: (previous: Item<C>, next: Item<C>) => void;
  /** Runs after an item is replaced and the change is on disk. */
  afterUpdate?: (previous: Item<C>, next: Item<C>, data: Readonly<Data>) => Promise<void>;
  /** Fields the server works out itself from a valid body (a photo's size), saved with it on create and update. */
  serverFields?: (input: v.InferOutput<S>) => Promise<Partial<Item<C>>>;
}

/**
 * The owner's list / create / update / delete for one kind of content, and its visible items for visitors.
 * Testimonials, gallery images, FAQs, policies and vendors all follow exactly this contract.
 */
export function registerContentArea<C extends Collection, S extends v.GenericSchema>(
  deps: RouteDeps,
  area: ContentArea<C, S>,
): void {
  const { store, adminRouter } = deps;
  const list = () => store.data[area.collection] as Item<C>[];
  const sorted = () => [...list()].sort(byOrderThenCreation as (a: Item<C>, b: Item<C>) => number);

  on(adminRouter, area.routes.list, (ctx) => {
    ctx.body = sorted();
  });

  on(adminRouter, area.routes.create, async (ctx) => {
    const input = parseBody(ctx, area.schema);
    const extra = (await area.serverFields?.(input)) ?? {};
    const item = { ...(input as object), ...extra, id: newId(), createdAt: now() } as Item<C>;
    await store.update((data) => {
      (data[area.collection] as Item<C>[]).push(item);
    });
    ctx.status = 201;
    ctx.body = item;
  });

  on(adminRouter, area.routes.update, async (ctx) => {
    const input = parseBody(ctx, area.schema);
    const extra = (await area.serverFields?.(input)) ?? {};
    const id = ctx.params.id;
    const { existing, next } = await store.update((data) => {
      const items = data[area.collection] as Item<C>[];
      const index = items.findIndex((item) => item.id === id);
      if (index === -1) throw notFound(area.label);
      const existing = items[index]!;
      const next = {
        ...existing,
        ...(input as object),
        ...extra,
        id: existing.id,
        createdAt: existing.createdAt,
      } as Item<C>;
      area.checkUpdate?.(existing, next);
      items[index] = next;
      return { existing, next };
    });
    await area.afterUpdate?.(existing, next, store.data);
    ctx.body = next;
  });

  on(adminRouter, area.routes.remove, async (ctx) => {
    const id = ctx.params.id;
    const removed = await store.update((data) => {
      const items = data[area.collection] as Item<C>[];
      const index = items.findIndex((item) => item.id === id);
      if (index === -1) throw notFound(area.label);
      const removed = items.splice(index, 1)[0]!;
      area.onDelete?.(data, removed);
      return removed;
    });
    await area.afterDelete?.(removed, store.data);
    ctx.body = { ok: true };
  });
}
