import { Badge, Checkbox, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { messageText, type TMessage } from '@ascent/shared/message';
import { excerpt } from '../lib/message-filter.ts';
import { MessageTime } from './message-time.tsx';

interface MessageListItemProps {
  message: TMessage;
  checked: boolean;
  onCheck: (checked: boolean) => void;
  onOpen: () => void;
}

/** One inbox row: selection, the unread marker, title, first line and time; opens the detail. */
export function MessageListItem({ message: m, checked, onCheck, onOpen }: MessageListItemProps) {
  const { t } = useTranslation();
  return (
    <li
      className={`msg-item${m.isRead ? '' : ' msg-item--unread'}`}
      data-testid={`msg-item-${m.id}`}
      data-read={m.isRead ? '1' : '0'}
    >
      <Checkbox
        checked={checked}
        onChange={(e) => onCheck(e.target.checked)}
        aria-label={t('messages.select', { title: m.title })}
        data-testid={`msg-check-${m.id}`}
      />
      <button type="button" className="msg-item__body" onClick={onOpen}>
        <span className="msg-item__head">
          {m.isRead ? (
            <span className="msg-item__dot" />
          ) : (
            <Badge status="processing" aria-label={t('messages.unread')} />
          )}
          <Typography.Text strong={!m.isRead} ellipsis className="msg-item__title">
            {m.title}
          </Typography.Text>
          <MessageTime iso={m.createdAt} />
        </span>
        <Typography.Text type="secondary" ellipsis className="msg-item__excerpt">
          {excerpt(messageText(m))}
        </Typography.Text>
      </button>
    </li>
  );
}
