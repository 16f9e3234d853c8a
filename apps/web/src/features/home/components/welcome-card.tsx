import { MailOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Card, Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TProfile } from '@ascent/shared/profile';
import { departmentLabel } from '../../mine/lib/profile-form.ts';
import { MESSAGES_PATH } from '../../shell/components/message-bell.tsx';

interface WelcomeCardProps {
  profile: TProfile;
  companyName: string;
  unread: number;
}

/** The home page's greeting: who you are, where you belong, what is waiting for you. */
export function WelcomeCard({ profile, companyName, unread }: WelcomeCardProps) {
  const { t } = useTranslation();
  const name = profile.realName || profile.account;
  const department = departmentLabel(profile);
  return (
    <Card data-testid="welcome-card">
      <div className="welcome-card__head">
        <Avatar size={64} src={profile.portrait || undefined} icon={<UserOutlined />} alt={name} />
        <div>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {t('home.welcome', { name })}
          </Typography.Title>
          {companyName ? <Typography.Text type="secondary">{companyName}</Typography.Text> : null}
        </div>
      </div>
      <Descriptions
        column={{ xs: 1, sm: 1, md: 3 }}
        style={{ marginTop: 24 }}
        items={[
          {
            key: 'department',
            label: t('home.department'),
            children: department || t('common.none'),
          },
          { key: 'company', label: t('home.company'), children: companyName || t('common.none') },
          {
            key: 'messages',
            label: t('home.unread'),
            children: (
              <Link to={MESSAGES_PATH} data-testid="home-unread">
                <MailOutlined /> {t('home.unreadCount', { count: unread })}
              </Link>
            ),
          },
        ]}
      />
    </Card>
  );
}
