import { Table } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SurveyTextAnswer } from '@ascent/shared/survey';
import { fetchTexts } from '../api/surveys-api.ts';
import { SURVEYS_KEY } from '../lib/survey-paths.ts';
import { formatDateTime } from '@ascent/client/i18n';

/** A text question's answers, paged; who wrote them only in a named survey. */
export function TextAnswers(props: {
  surveyId: number;
  questionId: number;
  targetId?: number;
  anonymous: boolean;
  evaluation: boolean;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = {
    id: props.surveyId,
    questionId: props.questionId,
    targetId: props.targetId,
    page,
    pageSize: 10,
  };
  const texts = useQuery({
    queryKey: [...SURVEYS_KEY, 'texts', query],
    queryFn: () => fetchTexts(query),
    placeholderData: keepPreviousData,
  });
  return (
    <Table<SurveyTextAnswer>
      size="small"
      rowKey={(r, i) => `${page}-${i ?? 0}-${r.text.slice(0, 20)}`}
      loading={texts.isFetching}
      dataSource={texts.data?.list ?? []}
      locale={{
        emptyText: texts.isError
          ? t('surveys.resultsPage.loadFailed')
          : t('surveys.resultsPage.noTexts'),
      }}
      pagination={{
        current: page,
        pageSize: 10,
        total: texts.data?.total ?? 0,
        onChange: setPage,
        showSizeChanger: false,
        hideOnSinglePage: true,
      }}
      scroll={{ x: 480 }}
      columns={[
        {
          title: t('surveys.resultsPage.answer'),
          dataIndex: 'text',
          render: (v: string) => <span className="survey-text-answer">{v}</span>,
        },
        ...(props.evaluation && !props.targetId
          ? [
              {
                title: t('surveys.pairs.target'),
                key: 'target',
                render: (_: unknown, r: SurveyTextAnswer) => r.target?.name ?? '',
              },
            ]
          : []),
        ...(props.anonymous
          ? []
          : [
              {
                title: t('surveys.resultsPage.respondent'),
                key: 'respondent',
                render: (_: unknown, r: SurveyTextAnswer) =>
                  r.respondent ? `${r.respondent.name} (${r.respondent.account})` : '',
              },
              {
                title: t('surveys.resultsPage.submittedAt'),
                dataIndex: 'submittedAt',
                render: (v: string | null) => (v ? formatDateTime(v) : ''),
              },
            ]),
      ]}
    />
  );
}
