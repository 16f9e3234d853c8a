import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useManageSession } from '../../shell/hooks/use-manage-session.ts';

/**
 * Whose figures and reports these are: the whole company (an administrator), or the
 * departments a unit manager or supervisor looks after, with their subtrees.
 */
export function ScopeNote() {
  const { t, i18n } = useTranslation();
  const admin = useManageSession().data;
  if (!admin) return null;
  const { scope } = admin;
  const names = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
    scope.departments.map((d) => d.name),
  );
  const text =
    scope.kind === 'company'
      ? t('dashboard.scope.company', { company: admin.companyName })
      : scope.departments.length
        ? t('dashboard.scope.departments', { departments: names })
        : t('dashboard.scope.none');
  return (
    <Typography.Text type="secondary" data-testid="dashboard-scope" data-scope={scope.kind}>
      {text}
    </Typography.Text>
  );
}
