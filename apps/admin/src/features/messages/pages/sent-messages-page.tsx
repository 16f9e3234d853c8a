import { Button, Card, Input, Space, Tag } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TAnnouncement, TAudience } from '@ascent/shared/message';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { useListState } from '../../../components/data-table/use-list-state.ts';
import { fetchAnnouncements } from '../api/messages-api.ts';
import { AnnouncementDetail } from '../components/announcement-detail.tsx';
import { AudienceLabel } from '../components/audience-label.tsx';
import { ReadProgress } from '../components/read-progress.tsx';
import { messageKeys } from '../hooks/query-keys.ts';
import { MESSAGES_SEND_PATH } from '../lib/paths.ts';
import { formatDateTime } from '@ascent/client/i18n';

/** The announcements sent, newest first, with how many recipients have read each. */
export function SentMessagesPage() {
  const { t } = useTranslation();
  const list = useListState();
  return (
    <Card
      title={t('messages.sentTitle')}
      extra={
        <Link to={MESSAGES_SEND_PATH}>
          <Button type="primary" icon={<SendOutlined />} data-testid="msg-new">
            {t('messages.sendTitle')}
          </Button>
        </Link>
      }
    >
      <DataTable<TAnnouncement>
        testId="msg-sent-table"
        queryKey={messageKeys.sent}
        list={list}
        fetchPage={fetchAnnouncements}
        toolbar={
          <Input.Search
            allowClear
            placeholder={t('messages.searchTitle')}
            onSearch={list.search}
            style={{ maxWidth: 320 }}
            data-testid="msg-search"
          />
        }
        expandable={{ expandedRowRender: (a) => <AnnouncementDetail id={a.id} /> }}
        columns={[
          { title: t('messages.messageTitle'), dataIndex: 'title', ellipsis: true },
          {
            title: t('messages.audience'),
            dataIndex: 'audience',
            render: (audience: TAudience) => <AudienceLabel audience={audience} />,
          },
          {
            title: t('messages.recipients'),
            key: 'recipients',
            // While the fan-out job writes the messages, the count is of those it will reach.
            render: (_: unknown, a: TAnnouncement) => (
              <Space size={4}>
                {a.recipientCount}
                {a.state === 'sending' && (
                  <Tag color="processing" data-testid="msg-sending">
                    {t('messages.sending')}
                  </Tag>
                )}
              </Space>
            ),
          },
          {
            title: t('messages.read'),
            key: 'read',
            render: (_: unknown, a: TAnnouncement) => (
              <ReadProgress read={a.readCount} total={a.recipientCount} />
            ),
          },
          { title: t('messages.sender'), dataIndex: 'senderAccount' },
          {
            title: t('messages.sentAt'),
            dataIndex: 'createdAt',
            render: (v: string) => formatDateTime(v),
          },
        ]}
      />
    </Card>
  );
}
