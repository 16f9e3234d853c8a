import { Checkbox, List, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TIdpResource } from '@ascent/shared/idp';
import { IdpStateTag } from './idp-status-tag.tsx';

/** One resource of a plan with where its owner stands; homework steps ticked in place. */
export function ResourceProgress({
  resource: r,
  canWork,
  onStep,
}: {
  resource: TIdpResource;
  canWork: boolean;
  onStep: (step: number, done: boolean) => void;
}) {
  const { t } = useTranslation();
  const title =
    r.kind === 'homework' || !r.available ? (
      <span>{r.title || t('idp.unavailable')}</span>
    ) : (
      <Link to={r.url}>{r.title}</Link>
    );
  return (
    <List.Item data-testid="idp-resource" data-kind={r.kind} data-state={r.state}>
      <div className="idp-resource">
        <Space wrap>
          <Typography.Text type="secondary">{t(`idp.kind.${r.kind}`)}</Typography.Text>
          <Typography.Text strong>{title}</Typography.Text>
          <IdpStateTag state={r.state} />
        </Space>
        {r.kind === 'exam' && (
          <Typography.Text type="secondary">
            {r.passScore !== null
              ? t('idp.examLine', {
                  percent: r.passPercent,
                  score: r.passScore,
                  total: r.paperTotal,
                })
              : t('idp.examPercent', { percent: r.passPercent })}
            {r.score !== null ? ` · ${t('idp.myScore', { score: r.score })}` : ''}
          </Typography.Text>
        )}
        {r.kind === 'homework' && (
          <>
            <ol className="idp-steps">
              {r.steps.map((s, i) => (
                <li key={i}>
                  <Checkbox
                    checked={s.done}
                    disabled={!canWork}
                    onChange={(e) => onStep(i, e.target.checked)}
                    data-testid="idp-step-done"
                  >
                    <Typography.Text strong>{s.title}</Typography.Text>
                  </Checkbox>
                  {s.content && (
                    <Typography.Paragraph className="idp-text">{s.content}</Typography.Paragraph>
                  )}
                </li>
              ))}
            </ol>
            {r.files.length > 0 && (
              <ul className="idp-files">
                {r.files.map((f) => (
                  <li key={f.fileId}>
                    <a href={f.url} target="_blank" rel="noreferrer">
                      {f.name}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </List.Item>
  );
}
