import { lazy } from 'react';
import type { AdminFeature } from '../../app/features/admin-feature.ts';
import { MESSAGES_PATH, MESSAGES_SEND_PATH } from './lib/paths.ts';

const SentMessagesPage = lazy(() =>
  import('./pages/sent-messages-page.tsx').then((m) => ({ default: m.SentMessagesPage })),
);
const SendMessagePage = lazy(() =>
  import('./pages/send-message-page.tsx').then((m) => ({ default: m.SendMessagePage })),
);

/** Messages and announcements: send to everyone, departments or people; the sent list. */
export const feature: AdminFeature = {
  key: 'messages',
  area: { key: 'messages', labelKey: 'messages.area', order: 40 },
  entries: [
    {
      key: 'messages-send',
      labelKey: 'messages.sendTitle',
      path: MESSAGES_SEND_PATH,
      icon: 'SendOutlined',
      order: 0,
    },
    {
      key: 'messages-sent',
      labelKey: 'messages.sentTitle',
      path: MESSAGES_PATH,
      icon: 'MailOutlined',
      order: 1,
    },
  ],
  routes: [
    {
      path: MESSAGES_SEND_PATH,
      handle: { requireAuth: true, titleKey: 'messages.sendTitle' },
      element: <SendMessagePage />,
    },
    {
      path: MESSAGES_PATH,
      handle: { requireAuth: true, titleKey: 'messages.sentTitle' },
      element: <SentMessagesPage />,
    },
  ],
};
