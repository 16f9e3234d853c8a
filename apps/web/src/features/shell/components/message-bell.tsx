import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BellIcon } from '@ascent/client/ui';
import { useSession } from '../../../app/services.ts';
import { MESSAGES_PATH } from '../../messages/lib/message-paths.ts';

export { MESSAGES_PATH };

/** The badge's text: the count, '99+' above 99. */
export function badgeCount(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/**
 * The message bell with the unread count, kept fresh by SessionSync: pushed by the message
 * stream as it changes, polled every 60 s as a fallback. The link's name says the count; the
 * badge only shows it.
 */
export function MessageBell() {
  const { t } = useTranslation();
  const count = useSession((s) => s.msgCount);
  return (
    <Link
      to={MESSAGES_PATH}
      className="header-icon"
      aria-label={t('shell.messages', { count })}
      title={t('shell.messages', { count })}
      data-testid="message-bell"
      data-count={count}
    >
      <BellIcon size={20} />
      {count > 0 ? (
        <span className="header-icon__badge" aria-hidden="true">
          {badgeCount(count)}
        </span>
      ) : null}
    </Link>
  );
}
