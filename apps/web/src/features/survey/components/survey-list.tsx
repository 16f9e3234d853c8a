import { Empty, List, Space, Tag, Typography } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TPage } from '@ascent/shared/admin';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MySurveyRow } from '@ascent/shared/survey';
import { surveyDetailPath } from '../lib/survey-paths.ts';
import { windowText } from '../lib/survey-window.ts';
import { SurveyStateTag } from './survey-state-tag.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
import { formatDateTime } from '@ascent/client/i18n';

/** A page of the learner's questionnaires and votes: loading, empty and error states. */
export function SurveyList({
  query,
  onPage,
}: {
  query: UseQueryResult<TPage<MySurveyRow>>;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <PagedList
      query={query}
      onPage={onPage}
      className="survey-list"
      pagerClassName="survey-pager"
      empty={<Empty description={t('survey.list.empty')} />}
      renderItem={(r) => (
        <List.Item key={r.id} data-testid={`survey-row-${r.id}`}>
          <List.Item.Meta
            title={<Link to={surveyDetailPath(r.id)}>{r.title}</Link>}
            description={
              <Space wrap size={[8, 4]}>
                <Tag color="blue">{t(`survey.kind.${r.kind}`)}</Tag>
                <SurveyStateTag state={r.state} />
                {r.anonymous ? <Tag>{t('survey.anonymous')}</Tag> : null}
                <Typography.Text type="secondary">
                  {t('survey.list.questions', { n: r.questionCount })}
                </Typography.Text>
                {windowText(r.startAt, r.endAt, t) ? (
                  <Typography.Text type="secondary">
                    {windowText(r.startAt, r.endAt, t)}
                  </Typography.Text>
                ) : null}
                {r.submittedAt ? (
                  <Typography.Text type="secondary">
                    {t('survey.done.at', {
                      time: formatDateTime(r.submittedAt),
                    })}
                  </Typography.Text>
                ) : null}
              </Space>
            }
          />
        </List.Item>
      )}
    />
  );
}
