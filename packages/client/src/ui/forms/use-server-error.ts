import { useCallback, useState } from 'react';

/** A form's submission: the server's refusal, if any, and whether a submission is running. */
export interface ServerErrorState {
  message: string | null;
  /** True while a `guard`ed submission runs (the submit button's loading state). */
  pending: boolean;
  guard: (task: () => Promise<string | null | void>) => Promise<void>;
}

/**
 * The server's refusal of a form submission, shown in the form. `guard` runs a submission:
 * a returned string (the server's msg) or a thrown error becomes the message; nothing, success.
 */
export function useServerError(): ServerErrorState {
  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const guard = useCallback(async (task: () => Promise<string | null | void>) => {
    setMessage(null);
    setPending(true);
    try {
      const failure = await task();
      if (failure) setMessage(failure);
    } catch (error) {
      setMessage((error as Error).message);
    } finally {
      setPending(false);
    }
  }, []);
  return { message, pending, guard };
}
