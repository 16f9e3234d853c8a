import { Card, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExamKind } from '@ascent/shared/exam';
import type { MyExamTab } from '../api/exam-api.ts';
import { MyExamList } from '../components/MyExamList.tsx';
import { useMyExams } from '../hooks/use-exams.ts';
import { examPaths } from '../lib/exam-paths.ts';
import '../exam.css';

const TABS: MyExamTab[] = ['all', 'todo', 'done'];

/** The examinee's exams of one kind by tab: all, to do, done. */
function MyExams({ kind }: { kind: ExamKind }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<MyExamTab>('todo');
  const [page, setPage] = useState(1);
  const query = useMyExams(kind, tab, page);
  return (
    <Card title={t(kind === 'cyclic' ? 'exam.mine.cyclicTitle' : 'exam.mine.title')}>
      <Tabs
        activeKey={tab}
        onChange={(k) => {
          setTab(k as MyExamTab);
          setPage(1);
        }}
        items={TABS.map((k) => ({ key: k, label: t(`exam.mine.tab.${k}`) }))}
      />
      <MyExamList
        query={query}
        onPage={setPage}
        pathOf={kind === 'cyclic' ? (r) => examPaths.oneExam(r.id) : undefined}
      />
    </Card>
  );
}

/** /mine/exam */
export function MineExamPage() {
  return <MyExams kind="normal" />;
}

/** /mine/cyclic: daily exams. */
export function MineCyclicPage() {
  return <MyExams kind="cyclic" />;
}
