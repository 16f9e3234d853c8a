import { useCallback, useState } from 'react';

/**
 * The server's refusal of a form submission, shown in the form. `guard` runs a submission:
 * a returned string (the server's msg) or a thrown error becomes the message; nothing, success.
 */
export function useServerError(): {
  message: string | null;
  guard: (task: () => Promise<string | null | void>) => Promise<void>;
} {
  const [message, setMessage] = useState<string | null>(null);
  const guard = useCallback(async (task: () => Promise<string | null | void>) => {
    setMessage(null);
    try {
      const failure = await task();
      if (failure) setMessage(failure);
    } catch (error) {
      setMessage((error as Error).message);
    }
  }, []);
  return { message, guard };
}
