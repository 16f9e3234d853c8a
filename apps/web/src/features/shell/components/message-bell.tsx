import { BellOutlined } from '@ant-design/icons';
import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../app/services.ts';

export const MESSAGES_PATH = '/mine/msg';

/** The message bell with the unread count (kept fresh by SessionSync's polling). */
export function MessageBell() {
  const { t } = useTranslation();
  const count = useSession((s) => s.msgCount);
  return (
    <Link
      to={MESSAGES_PATH}
      className="header-icon"
      aria-label={t('shell.messages', { count })}
      data-testid="message-bell"
    >
      <Badge count={count} size="small" overflowCount={99}>
        <BellOutlined style={{ fontSize: 18 }} />
      </Badge>
    </Link>
  );
}
