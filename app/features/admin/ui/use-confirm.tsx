import { useCallback, useRef, useState, type ReactNode } from 'react';
import { ConfirmDialog } from '#shared/ui/confirm-dialog.tsx';

interface Question {
  title: string;
  description: string;
  /** The confirming button's words; Delete unless the action is something else (Sign out, Remove). */
  confirmLabel?: string;
}

/** `await confirm({title, description})` resolves true only when the owner presses the dialog's confirm button. */
export function useConfirm(): [(question: Question) => Promise<boolean>, ReactNode] {
  const [question, setQuestion] = useState<Question | null>(null);
  const [open, setOpen] = useState(false);
  const resolver = useRef<((answer: boolean) => void) | null>(null);

  const confirm = useCallback((next: Question) => {
    resolver.current?.(false);
    setQuestion(next);
    setOpen(true);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const answer = (value: boolean) => {
    resolver.current?.(value);
    resolver.current = null;
  };

  const dialog = (
    <ConfirmDialog
      open={open}
      title={question?.title ?? ''}
      description={question?.description ?? ''}
      confirmLabel={question?.confirmLabel}
      onConfirm={() => answer(true)}
      onOpenChange={(next) => {
        if (!next) {
          answer(false);
          setOpen(false);
        }
      }}
    />
  );
  return [confirm, dialog];
}
