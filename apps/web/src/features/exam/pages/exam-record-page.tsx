import { Button, Card, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ExamRecordList } from '../components/ExamRecordList.tsx';
import { examPaths } from '../lib/exam-paths.ts';
import '../exam.css';

/** /exam/record?examId=: the examinee's attempts at one exam. */
export function ExamRecordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const examId = Number(params.get('examId')) || 0;
  if (!examId) return <Result status="404" title={t('exam.detail.notFound')} />;
  return (
    <Card
      title={t('exam.record.title')}
      extra={
        <Link to={examPaths.detail(examId)}>
          <Button>{t('exam.result.backToExam')}</Button>
        </Link>
      }
    >
      <ExamRecordList examId={examId} />
    </Card>
  );
}
