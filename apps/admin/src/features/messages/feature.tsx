import { featurePages } from '../../app/router/feature-pages.ts';
import type { AdminFeature } from '../../app/features/admin-feature.ts';
import { MESSAGES_PATH, MESSAGES_SEND_PATH } from './lib/paths.ts';

const page = featurePages('messages');

const SentMessagesPage = page(() => import('./pages/sent-messages-page.tsx'), 'SentMessagesPage');
const SendMessagePage = page(() => import('./pages/send-message-page.tsx'), 'SendMessagePage');

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
