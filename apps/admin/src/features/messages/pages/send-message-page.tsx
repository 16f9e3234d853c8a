import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SendMessageForm } from '../components/send-message-form.tsx';
import { MESSAGES_PATH } from '../lib/paths.ts';

/** Sends an announcement; afterwards the sent list shows it. */
export function SendMessagePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Card title={t('messages.sendTitle')}>
      <SendMessageForm onSent={() => void navigate(MESSAGES_PATH)} />
    </Card>
  );
}
