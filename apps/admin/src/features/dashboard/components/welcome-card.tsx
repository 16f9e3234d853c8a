import { UserOutlined } from '@ant-design/icons';
import { Avatar, Card, Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TManageSession } from '../../shell/api/shell-api.ts';
import { displayName } from '../../shell/lib/session-user.ts';

/** The dashboard's greeting: who is signed in, with which account, for which company. */
export function WelcomeCard({ admin }: { admin: TManageSession }) {
  const { t } = useTranslation();
  const name = displayName(admin);
  return (
    <Card data-testid="admin-welcome">
      <div className="welcome-card__head">
        <Avatar size={64} src={admin.portrait || undefined} icon={<UserOutlined />} alt={name} />
        <div>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {t('dashboard.welcome', { name })}
          </Typography.Title>
          <Typography.Text type="secondary">{t('dashboard.intro')}</Typography.Text>
        </div>
      </div>
      <Descriptions
        column={3}
        style={{ marginTop: 24 }}
        items={[
          {
            key: 'name',
            label: t('dashboard.name'),
            children: admin.realName.trim() || t('common.none'),
          },
          { key: 'account', label: t('dashboard.account'), children: admin.account },
          {
            key: 'company',
            label: t('dashboard.company'),
            children: admin.companyName || t('common.none'),
          },
        ]}
      />
    </Card>
  );
}
