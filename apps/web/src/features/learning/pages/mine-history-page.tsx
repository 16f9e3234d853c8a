import { Card } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MyCourseList } from '../components/my-course-list.tsx';
import { useHistory } from '../hooks/use-learning.ts';
import '../learning.css';

/** /mine/history: the courses studied, most recent first. */
export function MineHistoryPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  return (
    <Card title={t('learning.mine.historyTitle')}>
      <MyCourseList query={useHistory(page)} onPage={setPage} />
    </Card>
  );
}
