import { Drawer, Typography } from 'antd';
import type { TMessage } from '@ascent/shared/message';
import { MessageTime } from './message-time.tsx';

/** The whole message: title, time and the text with its line breaks as sent. */
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
          <Typography.Paragraph className="msg-content" data-testid="msg-content">
            {message.content}
          </Typography.Paragraph>
        </>
      ) : null}
    </Drawer>
  );
}
