import { useCallback, useState } from 'react';
import { ApiError } from '../api-client.ts';
import { FieldError } from './form-controls.tsx';

/**
 * A save or send that failed, in words already written for her (a toast's "Failed to update FAQ: ..."), which the
 * form shows beside its button as they stand.
 */
export class SaveFailed extends Error {
  override name = 'SaveFailed';
}

/**
 * What a failed submit says beside its button: the server's or our own words when there are some, and plain words for
 * anything else thrown on the way (a bug, a browser without something the page uses), never silence.
 */
export function failureMessage(error: unknown): string {
  if (error instanceof ApiError || error instanceof SaveFailed) return error.message;
  return 'Nothing was saved: something went wrong on this page. Please try again, or reload the page first.';
}

/**
 * Every form's submit runs through `run`: while it runs the button is busy, and whatever it throws (before, during
 * or after the request) becomes `failure`, shown by <FormFailure> beside the button. Resolves false when it failed.
 */
export function useSubmit() {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string>();
  const run = useCallback(async (action: () => Promise<boolean> | boolean): Promise<boolean> => {
    setFailure(undefined);
    setPending(true);
    try {
      return await action();
    } catch (error) {
      if (!(error instanceof ApiError || error instanceof SaveFailed)) console.error('A submit failed', error);
      setFailure(failureMessage(error));
      return false;
    } finally {
      setPending(false);
    }
  }, []);
  return { pending, setPending, failure, setFailure, run };
}

/** The message of a failed submit, beside the button that sent it; read out as it appears. */
export function FormFailure({ message, tone }: { message?: string; tone?: 'public' }) {
  if (!message) return null;
  return (
    <FieldError role="alert" $tone={tone} data-form-failure style={{ flexBasis: '100%' }}>
      {message}
    </FieldError>
  );
}
