import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BellIcon } from '@ascent/client/ui';
import { useSession } from '../../../app/services.ts';
import { MESSAGES_PATH } from '../../messages/lib/message-paths.ts';
import { messageBadgeText } from '../lib/header-gates.ts';

export { MESSAGES_PATH };

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
      {messageBadgeText(count) ? (
        <span className="header-icon__badge" aria-hidden="true">
          {messageBadgeText(count)}
        </span>
      ) : null}
    </Link>
  );
}
