import { Card, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MY_COURSE_FILTERS, type TMyCourseQuery } from '@ascent/shared/learning';
import { MyCourseList } from '../components/my-course-list.tsx';
import { useMyCourses } from '../hooks/use-learning.ts';
import '../learning.css';

/** /mine/course: the learner's courses by state. */
export function MineCoursePage() {
  const { t } = useTranslation();
  const [state, setState] = useState<TMyCourseQuery['state']>('all');
  const [page, setPage] = useState(1);
  const q = useMyCourses({ state, page });
  return (
    <Card title={t('learning.mine.courseTitle')}>
      <Tabs
        activeKey={state}
        onChange={(k) => {
          setState(k as TMyCourseQuery['state']);
          setPage(1);
        }}
        items={MY_COURSE_FILTERS.map((f) => ({ key: f, label: t(`learning.mine.filter.${f}`) }))}
      />
      <MyCourseList query={q} onPage={setPage} />
    </Card>
  );
}
