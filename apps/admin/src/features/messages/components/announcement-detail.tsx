import { Alert, Descriptions, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RichText } from '@ascent/client/ui';
import { fetchAnnouncement } from '../api/messages-api.ts';
import { messageKeys } from '../hooks/query-keys.ts';
import { personLabel } from '../lib/send-form.ts';

/** An announcement opened in the sent list: its text and, by name, whom it went to. */
export function AnnouncementDetail({ id }: { id: number }) {
  const { t } = useTranslation();
  const detail = useQuery({
    queryKey: messageKeys.detail(id),
    queryFn: () => fetchAnnouncement(id),
  });
  if (detail.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (detail.isError) return <Alert type="error" showIcon title={t('messages.detailFailed')} />;
  const a = detail.data;
  const audience = a.departments.length
    ? a.departments.map((d) => d.name).join(', ')
    : a.users.length
      ? a.users.map(personLabel).join(', ')
      : t('messages.audienceKind.all');
  return (
    <Descriptions
      column={1}
      size="small"
      data-testid={`msg-detail-${id}`}
      items={[
        { key: 'audience', label: t('messages.audience'), children: audience },
        {
          key: 'content',
          label: t('messages.content'),
          children: <RichText html={a.content} />,
        },
      ]}
    />
  );
}
