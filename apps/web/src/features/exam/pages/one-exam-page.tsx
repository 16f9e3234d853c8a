import { Card, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ExamDetailView } from '../components/ExamDetailView.tsx';
import { MyExamList } from '../components/MyExamList.tsx';
import { ExamRecordList } from '../components/ExamRecordList.tsx';
import { useMyExams } from '../hooks/use-exams.ts';
import { examPaths } from '../lib/exam-paths.ts';
import '../exam.css';

/** Today's daily exams. */
function TodayExams() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const today = useMyExams('cyclic', 'todo', page);
  return (
    <Card title={t('exam.oneExam.title')}>
      <Typography.Paragraph type="secondary">{t('exam.oneExam.hint')}</Typography.Paragraph>
      <MyExamList query={today} onPage={setPage} pathOf={(r) => examPaths.oneExam(r.id)} />
    </Card>
  );
}

/**
 * /oneexam: today's daily exams; /oneexam?id=: one daily exam, today's paper to take and the
 * record of each day.
 */
export function OneExamPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  if (!id) return <TodayExams />;
  return (
    <div className="exam-one">
      <ExamDetailView examId={id} />
      <Card title={t('exam.oneExam.days')}>
        <ExamRecordList examId={id} daily />
      </Card>
    </div>
  );
}
