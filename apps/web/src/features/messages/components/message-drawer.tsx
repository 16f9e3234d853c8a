import { Drawer, Typography } from 'antd';
import { RichText } from '@ascent/client/ui';
import { messageIsRich, type TMessage } from '@ascent/shared/message';
import { MessageTime } from './message-time.tsx';

/** The whole message: title, time, and an announcement's rich text or a message's plain text. */
export function MessageDrawer({
  message,
  onClose,
}: {
  message: TMessage | null;
  onClose: () => void;
}) {
  return (
    <Drawer
      open={message !== null}
      onClose={onClose}
      width={520}
      title={message?.title}
      destroyOnHidden
      data-testid="msg-drawer"
    >
      {message ? (
        <>
          <MessageTime iso={message.createdAt} />
          {messageIsRich(message.type) ? (
            <RichText html={message.content} className="msg-content" testId="msg-content" />
          ) : (
            <Typography.Paragraph className="msg-content" data-testid="msg-content">
              {message.content}
            </Typography.Paragraph>
          )}
        </>
      ) : null}
    </Drawer>
  );
}
