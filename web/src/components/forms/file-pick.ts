import { useRef, useState, type ChangeEvent } from 'react';
import { ApiError } from '../../lib/api-client';

/** What a form says after an action: a success or a failure, in Spanish. */
export type Notice = { status: 'error' | 'success'; message: string } | undefined;

/** The API's own message for a failed call, or `fallback` when the failure is not the API's (the network, a storage upload). */
export const failureNotice = (error: unknown, fallback: string): Notice => ({ status: 'error', message: error instanceof ApiError ? error.message : fallback });

interface Upload {
  mutate: (file: File, callbacks: { onSuccess: () => void; onError: (error: Error) => void }) => void;
}

/**
 * A file chosen in a hidden `<input type="file">` (`input`; `choose()` opens it): checked here first
 * (`problemOf`, the same rules the server applies), then uploaded, and the outcome said as a notice.
 */
export function useFilePick({ problemOf, upload, success, failure }: { readonly problemOf: (file: File) => string | undefined; readonly upload: Upload; readonly success: string; readonly failure: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [notice, setNotice] = useState<Notice>();

  const onPick = (event: ChangeEvent<HTMLInputElement>): void => {
    const file = event.target.files?.[0];
    // The same file can be picked again after a failure.
    event.target.value = '';
    if (!file) return;
    const problem = problemOf(file);
    if (problem) {
      setNotice({ status: 'error', message: problem });
      return;
    }
    setNotice(undefined);
    upload.mutate(file, {
      onSuccess: () => setNotice({ status: 'success', message: success }),
      onError: (error) => setNotice(failureNotice(error, failure)),
    });
  };

  return { input, notice, setNotice, onPick, choose: () => input.current?.click() };
}
