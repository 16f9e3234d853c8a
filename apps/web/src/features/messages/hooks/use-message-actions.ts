import { useMutation } from '@tanstack/react-query';
import type { TMessageChange } from '@ascent/shared/message';
import { queryKeys } from '../../../app/query-keys.ts';
import { queryClient, session } from '../../../app/services.ts';
import { deleteMessages, readAllMessages, readMessages } from '../api/messages-api.ts';

/** After a change: the bell shows the new count at once, the list is read again. */
async function applyChange(change: TMessageChange) {
  queryClient.setQueryData(queryKeys.messageCount, { count: change.count });
  session.setState({ msgCount: change.count });
  await queryClient.invalidateQueries({ queryKey: queryKeys.messages });
}

/** Mark read, delete, mark all read. */
export function useMessageActions() {
  const read = useMutation({ mutationFn: readMessages, onSuccess: applyChange });
  const remove = useMutation({ mutationFn: deleteMessages, onSuccess: applyChange });
  const readAll = useMutation({ mutationFn: readAllMessages, onSuccess: applyChange });
  return { read, remove, readAll };
}
