import { DownloadOutlined } from '@ant-design/icons';
import { App, Button, Card, Descriptions, Result, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LoadFailed, PageSpin } from '@ascent/client/ui';
import { saveFile } from '../../../components/download/save-file.ts';
import { exportReport } from '../api/programme-api.ts';
import { ReportDepartments } from '../components/report-departments.tsx';
import { ReportLearners } from '../components/report-learners.tsx';
import { useKindName, useProgramme } from '../hooks/use-programmes.ts';
import { idFromSearch } from '../lib/programme-paths.ts';

/** A programme's progress: the department summary, each learner, the xlsx export. */
export function ProgrammeReportPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const kindName = useKindName();
  const id = idFromSearch(useLocation().search);
  const programme = useProgramme(id);
  const [exporting, setExporting] = useState(false);
  if (id === null) return <Result status="404" title={t('programmes.report.noProgramme')} />;
  if (programme.isPending) return <PageSpin />;
  if (programme.isError)
    return <LoadFailed error={programme.error} onRetry={() => void programme.refetch()} />;
  const p = programme.data;

  const download = async () => {
    setExporting(true);
    try {
      saveFile(await exportReport(p.id));
    } catch (e) {
      void message.error((e as Error).message);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Card
        title={`${kindName(p.kind)} · ${p.name}`}
        extra={
          <Button
            icon={<DownloadOutlined />}
            loading={exporting}
            onClick={() => void download()}
            data-testid="programme-report-export"
          >
            {t('programmes.report.export')}
          </Button>
        }
      >
        <Descriptions size="small" column={{ xs: 1, md: 4 }}>
          <Descriptions.Item label={t('programmes.members')}>{p.members}</Descriptions.Item>
          <Descriptions.Item label={t('programmes.completedMembers')}>
            {p.completedMembers}
          </Descriptions.Item>
          <Descriptions.Item label={t('programmes.averagePercent')}>
            {p.averagePercent}%
          </Descriptions.Item>
          <Descriptions.Item label={t('programmes.statusLabel')}>
            {t(`programmes.status.${p.status}`)}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={t('programmes.report.byDepartment')}>
        <ReportDepartments programmeId={p.id} />
      </Card>
      <Card title={t('programmes.report.byLearner')}>
        <ReportLearners programmeId={p.id} />
      </Card>
    </Space>
  );
}
