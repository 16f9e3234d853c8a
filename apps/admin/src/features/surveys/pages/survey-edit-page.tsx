import { App, Button, Card, Space, Tag } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LoadFailed, PageSpin } from '@ascent/client/ui';
import { SURVEY_KINDS, type SurveyAdminDetail, type SurveyKind } from '@ascent/shared/survey';
import { fetchSurvey, saveSurvey, surveyAction } from '../api/surveys-api.ts';
import { SurveyForm } from '../components/survey-form.tsx';
import { LIST_PATH, SURVEYS_KEY, surveyEditPath, surveyResultsPath } from '../lib/survey-paths.ts';

/** Create a survey of a kind (?kind=) or edit one (?id=): settings, people, questions, publish. */
export function SurveyEditPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || undefined;
  const asked = params.get('kind');
  const key = [...SURVEYS_KEY, 'detail', id] as const;
  const query = useQuery({
    queryKey: key,
    queryFn: () => fetchSurvey(id!),
    enabled: !!id,
    staleTime: 0,
  });

  if (id && query.isLoading) return <PageSpin />;
  if (id && query.isError)
    return <LoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  const survey = id ? query.data : undefined;
  const kind: SurveyKind =
    survey?.kind ??
    ((SURVEY_KINDS as readonly string[]).includes(asked ?? '')
      ? (asked as SurveyKind)
      : 'questionnaire');

  const stored = async (s: SurveyAdminDetail) => {
    client.setQueryData([...SURVEYS_KEY, 'detail', s.id], s);
    await client.invalidateQueries({ queryKey: [...SURVEYS_KEY, 'list'] });
  };
  const act = (action: 'publish' | 'unpublish') =>
    void surveyAction(action, [survey!.id])
      .then(() => query.refetch())
      .then(() => client.invalidateQueries({ queryKey: [...SURVEYS_KEY, 'list'] }))
      .then(() => message.success(t(`surveys.done.${action}`)))
      .catch(() => undefined);

  return (
    <Card
      title={
        <Space wrap>
          <Link to={LIST_PATH[kind]}>{t(`surveys.title.${kind}`)}</Link>
          <span>/</span>
          <span>{survey ? survey.title : t(`surveys.create.${kind}`)}</span>
          {survey ? <Tag>{t(`surveys.status.${survey.status}`)}</Tag> : null}
        </Space>
      }
      extra={
        survey ? (
          <Space wrap>
            <Button onClick={() => void navigate(surveyResultsPath(survey.id))}>
              {t('surveys.results')}
            </Button>
            {survey.status === 'published' ? (
              <Button onClick={() => act('unpublish')} data-testid="survey-unpublish">
                {t('surveys.unpublish')}
              </Button>
            ) : (
              <Button type="primary" onClick={() => act('publish')} data-testid="survey-publish">
                {t('surveys.publish')}
              </Button>
            )}
          </Space>
        ) : null
      }
    >
      <SurveyForm
        key={survey ? `${survey.id}-${survey.updatedAt}-${survey.responseCount}` : `new-${kind}`}
        kind={kind}
        survey={survey}
        onSave={async (body) => {
          const saved = await saveSurvey(body);
          void message.success(t(body.id ? 'surveys.done.save' : 'surveys.done.create'));
          await stored(saved);
          if (!body.id) await navigate(surveyEditPath(saved.id), { replace: true });
        }}
      />
    </Card>
  );
}
