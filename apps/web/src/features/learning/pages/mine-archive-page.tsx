import { Card } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MyCourseList } from '../components/my-course-list.tsx';
import { useArchive } from '../hooks/use-learning.ts';
import '../learning.css';

/** /mine/learningArchive: the completed courses with their hours and credits. */
export function MineArchivePage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  return (
    <Card title={t('learning.mine.archiveTitle')}>
      <MyCourseList query={useArchive(page)} onPage={setPage} archive />
    </Card>
  );
}
