import { useCallback, useRef, useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';

interface Question {
  title: string;
  description: string;
}

/** `await confirm({title, description})` resolves true only when the owner presses Delete in the dialog. */
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
