import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { searchRecipients } from '../api/messages-api.ts';
import { messageKeys } from './query-keys.ts';

export const SEARCH_DEBOUNCE_MS = 300;

/** People matching what is typed, asked for once typing pauses. */
export function useRecipientSearch(typed: string) {
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const t = setTimeout(() => setKeyword(typed.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [typed]);
  return useQuery({
    queryKey: messageKeys.recipients(keyword),
    queryFn: () => searchRecipients(keyword),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
