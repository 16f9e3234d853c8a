import { PrinterOutlined } from '@ant-design/icons';
import { Button, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { IDP_STATUS_KEYS } from '@ascent/shared/idp';
import { LoadFailed, PageSpin } from '@ascent/client/ui';
import { useIdp } from '../hooks/use-idp.ts';
import { idFromSearch } from '../lib/idp-paths.ts';
import '../idp.css';

/** /mine/ID_Preview?id=: the plan as one printable sheet. */
export function IdpPreviewPage() {
  const { t } = useTranslation();
  const id = idFromSearch(useLocation().search);
  if (!id) return <Empty className="page" description={t('idp.notFound')} />;
  return <IdpPreview key={id} id={id} />;
}

function IdpPreview({ id }: { id: number }) {
  const { t } = useTranslation();
  const query = useIdp(id);
  if (query.isPending) return <PageSpin />;
  if (query.isError) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  const plan = query.data;
  const person = (p: typeof plan.owner) => p.realName || p.account;
  return (
    <div className="page idp-sheet" data-testid="idp-preview">
      <div className="idp-sheet-tools">
        <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
          {t('idp.print')}
        </Button>
      </div>
      <h1>{plan.name}</h1>
      <table className="idp-sheet-table">
        <tbody>
          <tr>
            <th>{t('idp.owner')}</th>
            <td>{person(plan.owner)}</td>
            <th>{t('idp.supervisor')}</th>
            <td>{person(plan.supervisor)}</td>
          </tr>
          <tr>
            <th>{t('idp.period')}</th>
            <td>
              {plan.startDate} – {plan.endDate}
            </td>
            <th>{t('idp.statusLabel')}</th>
            <td>{t(`idp.status.${IDP_STATUS_KEYS[plan.status]}`)}</td>
          </tr>
          <tr>
            <th>{t('idp.progress')}</th>
            <td colSpan={3}>{plan.progress}%</td>
          </tr>
        </tbody>
      </table>
      <h2>{t('idp.resources')}</h2>
      <table className="idp-sheet-table">
        <thead>
          <tr>
            <th>#</th>
            <th>{t('idp.kindLabel')}</th>
            <th>{t('idp.content')}</th>
            <th>{t('idp.requirement')}</th>
            <th>{t('idp.stateLabel')}</th>
          </tr>
        </thead>
        <tbody>
          {plan.resources.map((r, i) => (
            <tr key={r.id}>
              <td>{i + 1}</td>
              <td>{t(`idp.kind.${r.kind}`)}</td>
              <td>
                {r.title || t('idp.unavailable')}
                {r.kind === 'homework' && (
                  <ol>
                    {r.steps.map((s, j) => (
                      <li key={j}>
                        {s.title}
                        {s.content ? `: ${s.content}` : ''}
                      </li>
                    ))}
                  </ol>
                )}
              </td>
              <td>
                {r.kind === 'exam' ? t('idp.examPercent', { percent: r.passPercent }) : ''}
                {r.kind === 'homework' && r.files.length
                  ? t('idp.fileCount', { count: r.files.length })
                  : ''}
              </td>
              <td>{t(`idp.state.${r.state}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {plan.remark && (
        <p>
          <strong>{t('idp.remark')}:</strong> {plan.remark}
        </p>
      )}
    </div>
  );
}
