import { useEffect, useState } from 'react';

/** The typed text once typing has paused (search fields that ask the server). */
export function useDebounced(text: string, ms = 300): string {
  const [value, setValue] = useState(text.trim());
  useEffect(() => {
    const timer = setTimeout(() => setValue(text.trim()), ms);
    return () => clearTimeout(timer);
  }, [text, ms]);
  return value;
}
