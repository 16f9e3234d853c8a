import { BellOutlined } from '@ant-design/icons';
import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../app/services.ts';
import { MESSAGES_PATH } from '../../messages/lib/message-paths.ts';

export { MESSAGES_PATH };

/**
 * The message bell with the unread count, kept fresh by SessionSync: pushed by the message
 * stream as it changes, polled every 60 s as a fallback.
 */
export function MessageBell() {
  const { t } = useTranslation();
  const count = useSession((s) => s.msgCount);
  return (
    <Link
      to={MESSAGES_PATH}
      className="header-icon"
      aria-label={t('shell.messages', { count })}
      data-testid="message-bell"
      data-count={count}
    >
      <Badge count={count} size="small" overflowCount={99}>
        <BellOutlined style={{ fontSize: 18 }} />
      </Badge>
    </Link>
  );
}
