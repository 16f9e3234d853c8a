import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { AccountMenu } from '@ascent/client/app';
import { services, useSession } from '../../../app/services.ts';
import { switchUnitHref } from '../../unit/lib/unit-choice.ts';
import { AVATAR_MENU_PATHS, avatarMenuKeys, type AvatarMenuKey } from '../lib/header-gates.ts';

/**
 * The avatar with its menu: personal info, lecturer zone, audit centre, switch unit (two or
 * more units: back to this page afterwards), logout.
 */
export function AvatarMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isTeacher = useSession((s) => s.isTeacher);
  const menu = useSession((s) => s.companyInfo?.menu);
  const unitCount = useSession((s) => s.userInfo?.units.length ?? 0);
  const location = useLocation();
  const items = avatarMenuKeys(isTeacher, menu, unitCount).map((key) => ({
    key,
    label: t(`shell.avatar.${key}`),
    danger: key === 'logout',
    divided: key === 'logout',
    href: key === 'logout' ? undefined : AVATAR_MENU_PATHS[key],
  }));
  const onSelect = (key: string) =>
    void navigate(
      key === 'switchUnit'
        ? switchUnitHref(`${location.pathname}${location.search}`)
        : AVATAR_MENU_PATHS[key as Exclude<AvatarMenuKey, 'logout'>],
    );
  return (
    <AccountMenu
      services={services}
      items={items}
      onSelect={onSelect}
      testId="avatar-menu"
      label={t('shell.avatar.label')}
    />
  );
}
