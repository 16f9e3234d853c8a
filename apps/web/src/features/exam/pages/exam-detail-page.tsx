import { useSearchParams } from 'react-router';
import { ExamDetailView, ExamMissing } from '../components/ExamDetailView.tsx';
import '../exam.css';

/** /exam/detail?id=: an exam's page with its rules and the start. */
export function ExamDetailPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  return id ? <ExamDetailView examId={id} /> : <ExamMissing />;
}
