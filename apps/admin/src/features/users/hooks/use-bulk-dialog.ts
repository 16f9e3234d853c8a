import { useCallback, useRef, useState } from 'react';
import type { BulkDialogKind, BulkDialogState } from '../components/bulk-dialogs.tsx';

/**
 * Opens a bulk action's dialog and resolves when it closes: true when the action ran, false
 * when it was cancelled (the table then keeps its selection).
 */
export function useBulkDialog() {
  const [state, setState] = useState<BulkDialogState | null>(null);
  const resolver = useRef<((done: boolean) => void) | null>(null);
  const open = useCallback(
    (kind: BulkDialogKind, ids: number[]) =>
      new Promise<boolean>((resolve) => {
        resolver.current = resolve;
        setState({ kind, ids });
      }),
    [],
  );
  const close = useCallback((done: boolean) => {
    resolver.current?.(done);
    resolver.current = null;
    setState(null);
  }, []);
  return { state, open, close };
}
