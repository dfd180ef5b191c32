import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useSubmit } from '#shared/ui/form-failure.tsx';
import type { EntityForm, FormValues } from './entity-form.ts';

/**
 * One form for both create and edit, built from the entity's field list: `edit` fills it from an item and brings it
 * into view (on a phone the form is far above the list); `reset` returns to the blank form after Cancel or a
 * successful save.
 */
export function useItemForm<Input>(entity: EntityForm<Input>) {
  type Values = FormValues<Input>;
  const [values, setValues] = useState<Values>(entity.blank);
  const [editingId, setEditingId] = useState<string | null>(null);
  const { pending, setPending, failure, setFailure, run } = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const firstFieldRef = useRef<HTMLInputElement>(null);

  const set = useCallback(<K extends keyof Values>(field: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
  }, []);

  const focusForm = useCallback(() => {
    const form = formRef.current;
    // Beside the list on a laptop the form is already in view; on a phone it is above, so bring its top in.
    const top = form?.getBoundingClientRect().top ?? 0;
    if (form && (top < 0 || top > window.innerHeight * 0.5))
      form.scrollIntoView({ behavior: 'smooth', block: 'start' });
    firstFieldRef.current?.focus({ preventScroll: true });
  }, []);

  // Focused in the commit that fills the form, within the tap on Edit: a frame later (requestAnimationFrame, as it
  // was), a field the owner or a test had already started typing in lost its focus to the first one, and the text
  // went on into the title.
  const focusOnCommit = useRef(false);
  useLayoutEffect(() => {
    if (!focusOnCommit.current) return;
    focusOnCommit.current = false;
    focusForm();
  });

  const edit = useCallback(
    (
      item: Input & { id: string },
      /** Whether to bring the form into view after the render that fills it; false when the caller focuses. */
      bringIntoView = true,
    ) => {
      setEditingId(item.id);
      setValues(entity.valuesOf(item));
      setFailure(undefined);
      focusOnCommit.current = bringIntoView;
    },
    [entity, setFailure],
  );

  const reset = useCallback(() => {
    setEditingId(null);
    setValues(entity.blank);
    setFailure(undefined);
  }, [entity, setFailure]);

  /**
   * Runs a save while the buttons are disabled; resets the form when it succeeded. Anything it throws, from making
   * the body to the answer, is `failure`, shown beside the form's button (SaveCancelActions, FormFailure).
   */
  const submitWith = useCallback(
    (save: () => Promise<boolean>) =>
      run(async () => {
        const ok = await save();
        if (ok) reset();
        return ok;
      }),
    [run, reset],
  );

  return {
    values,
    set,
    setValues,
    editingId,
    edit,
    reset,
    pending,
    setPending,
    failure,
    submitWith,
    formRef,
    firstFieldRef,
    focusForm,
  };
}
