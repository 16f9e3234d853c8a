import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TAdminUser } from '@ascent/shared/users';
import { UserForm } from './user-form.tsx';

/** The create and edit drawer; its form starts afresh each time it opens. */
export function UserFormDrawer(props: {
  open: boolean;
  user: TAdminUser | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={props.open}
      onClose={props.onClose}
      size={520}
      destroyOnHidden
      title={props.user ? t('users.form.editTitle') : t('users.form.createTitle')}
    >
      <UserForm key={props.user?.id ?? 'new'} user={props.user} onClose={props.onClose} />
    </Drawer>
  );
}
