import { Button, Empty, List, Space, Typography } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TPage } from '@ascent/shared/admin';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { MyEvaluationRow } from '@ascent/shared/survey';
import { evaluateDetailPath } from '../lib/survey-paths.ts';
import { windowText } from '../lib/survey-window.ts';
import { SurveyStateTag } from './survey-state-tag.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
import { formatDateTime } from '@ascent/client/i18n';

/** A page of the evaluator's tasks: one per person to evaluate in each evaluation. */
export function EvaluationList({
  query,
  onPage,
}: {
  query: UseQueryResult<TPage<MyEvaluationRow>>;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <PagedList
      query={query}
      onPage={onPage}
      className="survey-list"
      pagerClassName="survey-pager"
      empty={<Empty description={t('survey.evaluate.empty')} />}
      renderItem={(r) => {
        const to = evaluateDetailPath(r.surveyId, r.target.id);
        return (
          <List.Item
            key={`${r.surveyId}:${r.target.id}`}
            data-testid={`evaluation-row-${r.surveyId}-${r.target.id}`}
            actions={[
              <Button
                key="open"
                type={r.state === 'open' ? 'primary' : 'default'}
                size="small"
                onClick={() => void navigate(to)}
              >
                {r.state === 'open' ? t('survey.evaluate.start') : t('survey.evaluate.view')}
              </Button>,
            ]}
          >
            <List.Item.Meta
              title={
                <Link to={to}>
                  {t('survey.evaluate.rowTitle', { title: r.title, name: r.target.name })}
                </Link>
              }
              description={
                <Space wrap size={[8, 4]}>
                  <SurveyStateTag state={r.state} evaluation />
                  {r.target.departmentName ? (
                    <Typography.Text type="secondary">{r.target.departmentName}</Typography.Text>
                  ) : null}
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
        );
      }}
    />
  );
}
