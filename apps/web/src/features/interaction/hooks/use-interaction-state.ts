import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TInteractionState } from '@ascent/shared/interaction';
import { fetchInteractionState, setFavorite, setLike } from '../api/interaction-api.ts';
import { interactionKeys } from '../lib/interaction-keys.ts';
import { itemBody } from '../api/interaction-calls.ts';

/** An item's favourite/like state and the toggles (both buttons share one query). */
export function useInteractionState(itemType: number, itemId: number) {
  const client = useQueryClient();
  const key = interactionKeys.state(itemType, itemId);
  const query = useQuery({
    queryKey: key,
    queryFn: () => fetchInteractionState(itemBody(itemType, itemId)),
  });
  const onDone = (state: TInteractionState) => {
    client.setQueryData(key, state);
    void client.invalidateQueries({ queryKey: interactionKeys.mine });
  };
  const favorite = useMutation({
    mutationFn: (on: boolean) => setFavorite({ itemType, itemId }, on),
    onSuccess: onDone,
  });
  const like = useMutation({
    mutationFn: (on: boolean) => setLike({ itemType, itemId }, on),
    onSuccess: onDone,
  });
  return { query, favorite, like };
}
