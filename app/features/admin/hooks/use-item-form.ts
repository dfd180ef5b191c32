import { useCallback, useEffect, useRef, useState } from 'react';

// Half-filled forms survive a switch to another tab (which unmounts the form) for as long as the page is open.
const drafts = new Map<string, { values: unknown; editingId: string | null }>();

/** Forgets every unsaved form; called on Log out. */
export const clearDrafts = () => drafts.clear();

/**
 * One form for both create and edit: `edit` fills it from an item and brings it into view (on a phone the
 * form is far above the list); `reset` returns to blank defaults after Cancel or a successful save.
 */
export function useItemForm<Values extends object>(blank: Values, draftKey?: string) {
  const draft = draftKey ? drafts.get(draftKey) : undefined;
  const [values, setValues] = useState<Values>((draft?.values as Values | undefined) ?? blank);
  const [editingId, setEditingId] = useState<string | null>(draft?.editingId ?? null);

  useEffect(() => {
    if (!draftKey) return;
    const untouched = editingId === null && JSON.stringify(values) === JSON.stringify(blank);
    if (untouched) drafts.delete(draftKey);
    else drafts.set(draftKey, { values, editingId });
  }, [draftKey, values, editingId, blank]);
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const firstFieldRef = useRef<HTMLInputElement>(null);

  const set = useCallback(<K extends keyof Values>(field: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
  }, []);

  const focusForm = useCallback(() => {
    const form = formRef.current;
    // Beside the list on a laptop the form is already in view; on a phone it is above, so bring its top in.
    const top = form?.getBoundingClientRect().top ?? 0;
    if (form && (top < 0 || top > window.innerHeight * 0.5)) form.scrollIntoView({ behavior: 'smooth', block: 'start' });
    firstFieldRef.current?.focus({ preventScroll: true });
  }, []);

  const edit = useCallback(
    (id: string, filled: Values) => {
      setEditingId(id);
      setValues(filled);
      // After the render that fills the fields.
      requestAnimationFrame(focusForm);
    },
    [focusForm],
  );

  const reset = useCallback(() => {
    setEditingId(null);
    setValues(blank);
  }, [blank]);

  /** Runs a save while the buttons are disabled; resets the form when it succeeded. */
  const submitWith = useCallback(
    async (save: () => Promise<boolean>) => {
      setPending(true);
      try {
        const ok = await save();
        if (ok) reset();
        return ok;
      } finally {
        setPending(false);
      }
    },
    [reset],
  );

  return { values, set, setValues, editingId, edit, reset, pending, setPending, submitWith, formRef, firstFieldRef, focusForm };
}
