import { ExportOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Space, Statistic, Table, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LoadFailed, PageSpin } from '@ascent/client/ui';
import {
  SURVEY_LIMITS,
  type EvaluationTargetRow,
  type SurveyQuestionResult,
} from '@ascent/shared/survey';
import { exportResults, fetchResults } from '../api/surveys-api.ts';
import { BarChart } from '../components/bar-chart.tsx';
import { TextAnswers } from '../components/text-answers.tsx';
import { saveFile } from '../../../components/download/save-file.ts';
import { LIST_PATH, SURVEYS_KEY, surveyEditPath, surveyResultsPath } from '../lib/survey-paths.ts';

/**
 * A survey's results: responses, a bar chart per choice and rating question (SVG), the text
 * answers, the targets of an evaluation, and the xlsx export. An anonymous survey names nobody.
 */
export function SurveyResultsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const targetId = Number(params.get('targetId')) || undefined;
  const [exporting, setExporting] = useState(false);
  const query = { id, ...(targetId ? { targetId } : {}) };
  const results = useQuery({
    queryKey: [...SURVEYS_KEY, 'results', query],
    queryFn: () => fetchResults(query),
    enabled: id > 0,
    staleTime: 0,
  });
  if (!id) return <Empty description={t('surveys.notFound')} />;
  if (results.isPending) return <PageSpin />;
  if (results.isError)
    return <LoadFailed error={results.error} onRetry={() => void results.refetch()} />;
  const r = results.data;
  const evaluation = r.kind === 'evaluation';

  const download = async () => {
    setExporting(true);
    try {
      saveFile(await exportResults(query));
    } catch {
      // the API client has shown why
    } finally {
      setExporting(false);
    }
  };

  const chart = (q: SurveyQuestionResult) => {
    if (q.type === 'text')
      return (
        <TextAnswers
          surveyId={id}
          questionId={q.questionId}
          targetId={targetId}
          anonymous={r.anonymous}
          evaluation={evaluation}
        />
      );
    const rows =
      q.type === 'rating'
        ? q.ratings.map((x) => ({
            label: t('surveys.resultsPage.score', { score: x.score }),
            count: x.count,
            percent: q.answered ? Math.round((x.count * 1000) / q.answered) / 10 : 0,
          }))
        : q.options.map((o) => ({
            label: `${o.key}. ${o.text}`,
            count: o.count,
            percent: o.percent,
          }));
    return (
      <BarChart
        title={q.title}
        rows={rows}
        valueText={(row) =>
          t('surveys.resultsPage.countShare', { n: row.count, percent: row.percent })
        }
      />
    );
  };

  return (
    <Card
      data-testid="survey-results"
      title={
        <Space wrap>
          <Link to={LIST_PATH[r.kind]}>{t(`surveys.title.${r.kind}`)}</Link>
          <span>/</span>
          <Link to={surveyEditPath(id)}>{r.title}</Link>
          <span>/</span>
          <span>{t('surveys.results')}</span>
          {r.anonymous ? <Tag>{t('surveys.field.anonymous')}</Tag> : null}
        </Space>
      }
      extra={
        <Button
          icon={<ExportOutlined />}
          loading={exporting}
          onClick={() => void download()}
          data-testid="survey-export"
        >
          {t('surveys.resultsPage.export')}
        </Button>
      }
    >
      {r.target ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message={t('surveys.resultsPage.forTarget', {
            name: r.target.name,
            department: r.target.departmentName || '-',
          })}
          action={<Link to={surveyResultsPath(id)}>{t('surveys.resultsPage.allTargets')}</Link>}
        />
      ) : null}
      <Space size="large" wrap className="survey-results-stats">
        <Statistic title={t('surveys.responses')} value={r.responseCount} />
        {r.expectedCount !== null ? (
          <Statistic title={t('surveys.resultsPage.expected')} value={r.expectedCount} />
        ) : null}
      </Space>
      {r.anonymous ? (
        <Typography.Paragraph type="secondary">
          {t('surveys.resultsPage.anonymousNote')}
        </Typography.Paragraph>
      ) : null}
      {r.withheld ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message={t('surveys.resultsPage.withheld', { min: SURVEY_LIMITS.anonymousGroup })}
          data-testid="survey-results-withheld"
        />
      ) : null}
      {evaluation && !targetId ? (
        <section className="survey-results-section">
          <Typography.Title level={5}>{t('surveys.resultsPage.targets')}</Typography.Title>
          <Table<EvaluationTargetRow>
            size="small"
            rowKey="id"
            dataSource={r.targets}
            pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
            scroll={{ x: 480 }}
            columns={[
              { title: t('surveys.pairs.target'), dataIndex: 'name' },
              { title: t('surveys.resultsPage.department'), dataIndex: 'departmentName' },
              { title: t('surveys.pairs.evaluators'), dataIndex: 'evaluators' },
              { title: t('surveys.pairs.answered'), dataIndex: 'answered' },
              {
                title: t('surveys.actions'),
                key: 'open',
                render: (_: unknown, row: EvaluationTargetRow) => (
                  <Button
                    type="link"
                    size="small"
                    onClick={() => void navigate(surveyResultsPath(id, row.id))}
                  >
                    {t('surveys.resultsPage.view')}
                  </Button>
                ),
              },
            ]}
          />
        </section>
      ) : null}
      {r.questions.map((q) => (
        <section
          key={q.questionId}
          className="survey-results-section"
          data-testid={`result-${q.no}`}
        >
          <Typography.Title level={5}>
            {q.no}. {q.title} <Tag>{t(`surveys.type.${q.type}`)}</Tag>
          </Typography.Title>
          <Typography.Text type="secondary">
            {t('surveys.resultsPage.answered', { n: q.answered })}
            {q.average !== null
              ? ` · ${t('surveys.resultsPage.average', { average: q.average })}`
              : ''}
          </Typography.Text>
          {chart(q)}
        </section>
      ))}
    </Card>
  );
}
