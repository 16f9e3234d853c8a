import { Card, Tabs } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PRACTICE_MODES, type PracticeMode } from '@ascent/shared/practice';
import { RecordList } from '../components/record-list.tsx';
import { PRACTICE_PATHS } from '../lib/practice-paths.ts';
import { usePracticeRecords } from '../hooks/use-practice.ts';
import '../practice.css';

/** /mine/practice/record: every practice session, newest first, by mode. */
export function PracticeRecordPage() {
  const { t } = useTranslation();
  const [mode, setMode] = useState<PracticeMode | 'all'>('all');
  const [page, setPage] = useState(1);
  const records = usePracticeRecords(mode === 'all' ? undefined : mode, page);
  return (
    <div className="page practice-page">
      <Card
        title={t('practice.record.title')}
        extra={<Link to={PRACTICE_PATHS.home}>{t('practice.result.back')}</Link>}
      >
        <Tabs
          activeKey={mode}
          onChange={(k) => {
            setMode(k as PracticeMode | 'all');
            setPage(1);
          }}
          items={[
            { key: 'all', label: t('practice.record.all') },
            ...PRACTICE_MODES.map((m) => ({ key: m, label: t(`practice.modes.${m}.name`) })),
          ]}
        />
        <RecordList query={records} onPage={setPage} />
      </Card>
    </div>
  );
}
