import { List, Rate, Space, Statistic, Typography } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchEvaluations } from '../api/in-person-api.ts';
import { formatDateTime } from '@ascent/client/i18n';

/** The learners' ratings and comments of a session: the average, the spread, each comment. */
export function EvaluationPanel({ sessionId }: { sessionId: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const q = useQuery({
    queryKey: ['in-person-admin', 'evaluations', sessionId, page],
    queryFn: () => fetchEvaluations(sessionId, page),
    placeholderData: keepPreviousData,
  });
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space wrap size="large">
        <Statistic
          title={t('inPerson.evaluation.average')}
          value={q.data?.average ?? '-'}
          data-testid="in-person-evaluation-average"
        />
        <Statistic title={t('inPerson.evaluation.count')} value={q.data?.total ?? 0} />
        {(q.data?.distribution ?? []).map((n, i) => (
          <Statistic key={i} title={t('inPerson.evaluation.stars', { n: i + 1 })} value={n} />
        ))}
      </Space>
      <List
        loading={q.isFetching}
        dataSource={q.data?.list ?? []}
        locale={{
          emptyText: q.isError ? t('inPerson.loadFailed') : t('inPerson.evaluation.empty'),
        }}
        pagination={{
          current: page,
          pageSize: 20,
          total: q.data?.total ?? 0,
          onChange: setPage,
          hideOnSinglePage: true,
        }}
        renderItem={(r) => (
          <List.Item key={r.userId}>
            <Space orientation="vertical" size={0}>
              <Space wrap>
                <Typography.Text strong>{r.name || r.account}</Typography.Text>
                <Rate disabled value={r.rating} />
                <Typography.Text type="secondary">{formatDateTime(r.createdAt)}</Typography.Text>
              </Space>
              {r.comment && <Typography.Paragraph>{r.comment}</Typography.Paragraph>}
            </Space>
          </List.Item>
        )}
      />
    </Space>
  );
}
