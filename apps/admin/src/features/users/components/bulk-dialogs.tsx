import { MoveUsersModal } from './move-users-modal.tsx';
import { ResetPasswordModal } from './reset-password-modal.tsx';
import { UserRolesModal } from './user-roles-modal.tsx';
import { UserSecrecyModal } from './user-secrecy-modal.tsx';

export type BulkDialogKind = 'move' | 'roles' | 'secrecy' | 'reset';

export interface BulkDialogState {
  kind: BulkDialogKind;
  ids: number[];
}

/** The open bulk-action dialog, if any. */
export function BulkDialogs(props: {
  state: BulkDialogState | null;
  onClose: (done: boolean) => void;
}) {
  if (!props.state) return null;
  const { kind, ids } = props.state;
  if (kind === 'move') return <MoveUsersModal ids={ids} onClose={props.onClose} />;
  if (kind === 'roles') return <UserRolesModal ids={ids} onClose={props.onClose} />;
  if (kind === 'secrecy') return <UserSecrecyModal ids={ids} onClose={props.onClose} />;
  return <ResetPasswordModal ids={ids} onClose={props.onClose} />;
}
