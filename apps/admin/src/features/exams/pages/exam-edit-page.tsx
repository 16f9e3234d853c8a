import { App, Button, Card, Space } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LoadFailed, PageSpin } from '@ascent/client/ui';
import type { ExamAdminDetailView } from '@ascent/shared/exam-admin';
import { examAction, fetchExam, saveExam } from '../api/exams-api.ts';
import { ExamForm } from '../components/exam-form.tsx';
import { ExamStatusTag } from '../components/exam-tags.tsx';
import {
  EXAM_PATHS,
  EXAMS_KEY,
  examEditPath,
  examResultsPath,
  idParam,
} from '../lib/exam-paths.ts';
import '../exams.css';

/** Creates an exam (no id) or edits one: every setting, publish and unpublish, its results. */
export function ExamEditPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const key = [...EXAMS_KEY, 'detail', id] as const;
  const query = useQuery({ queryKey: key, queryFn: () => fetchExam(id!), enabled: id !== null });

  if (id !== null && query.isPending) return <PageSpin />;
  if (id !== null && query.isError)
    return <LoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  const exam = id !== null ? query.data : undefined;

  const stored = async (saved: ExamAdminDetailView) => {
    client.setQueryData([...EXAMS_KEY, 'detail', saved.id], saved);
    await client.invalidateQueries({ queryKey: [...EXAMS_KEY, 'list'] });
  };
  const act = (action: 'publish' | 'unpublish') =>
    void examAction(action, exam!.id)
      .then(stored)
      .then(() => message.success(t(`exams.done.${action}`)))
      .catch(() => undefined);

  return (
    <Card
      className="exam-edit"
      title={
        <Space wrap>
          <Link to={EXAM_PATHS.list}>{t('exams.title.list')}</Link>
          <span>/</span>
          <span>{exam ? exam.name : t('exams.create')}</span>
          {exam && <ExamStatusTag status={exam.status} />}
        </Space>
      }
      extra={
        exam && (
          <Space wrap>
            <Button onClick={() => void navigate(examResultsPath(exam.id))}>
              {t('exams.results')}
            </Button>
            {exam.status === 'published' ? (
              <Button onClick={() => act('unpublish')} data-testid="exam-unpublish">
                {t('exams.unpublish')}
              </Button>
            ) : (
              <Button type="primary" onClick={() => act('publish')} data-testid="exam-publish">
                {t('exams.publish')}
              </Button>
            )}
          </Space>
        )
      }
    >
      <ExamForm
        key={exam ? `${exam.id}-${exam.updatedAt}` : 'new'}
        exam={exam}
        onCancel={() => void navigate(EXAM_PATHS.list)}
        onSave={async (body) => {
          const saved = await saveExam(body);
          void message.success(t(body.id ? 'exams.done.save' : 'exams.done.create'));
          await stored(saved);
          if (!body.id) await navigate(examEditPath(saved.id), { replace: true });
        }}
      />
    </Card>
  );
}
