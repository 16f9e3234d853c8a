import { Card, Descriptions, Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LoadFailed, PageSpin } from '@ascent/client/ui';
import { useSignup } from '../hooks/use-signup.ts';
import { idFromSearch } from '../lib/signup-paths.ts';
import { RecordStateTag, WindowTag } from '../components/signup-tags.tsx';
import { SignupPanel } from '../components/signup-panel.tsx';
import '../signup.css';
import { formatDateTime } from '@ascent/client/i18n';

/** /signup/detail?id=: a sign-up, my standing on it, signing up and cancelling. */
export function SignupDetailPage() {
  const { t } = useTranslation();
  const id = idFromSearch(useLocation().search);
  if (!id) return <Empty className="page" description={t('signup.notFound')} />;
  return <SignupDetail key={id} id={id} />;
}

function SignupDetail({ id }: { id: number }) {
  const { t } = useTranslation();
  const query = useSignup(id);
  if (query.isPending) return <PageSpin />;
  if (query.isError) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  const s = query.data;
  const when = (iso: string | null) => (iso ? formatDateTime(iso) : t('signup.none'));
  return (
    <div className="page su-page" data-testid="signup-page">
      <Card>
        <Typography.Title level={3} className="su-title">
          {s.title}
        </Typography.Title>
        <Descriptions size="small" column={{ xs: 1, sm: 2, md: 3 }}>
          <Descriptions.Item label={t('signup.kindLabel')}>
            {t(`signup.kind.${s.kind}`)}
          </Descriptions.Item>
          <Descriptions.Item label={t('signup.windowLabel')}>
            <WindowTag window={s.window} /> {when(s.startAt)} – {when(s.endAt)}
          </Descriptions.Item>
          <Descriptions.Item label={t('signup.capacity')}>
            {s.capacity
              ? t('signup.takenOf', { taken: s.taken, capacity: s.capacity })
              : t('signup.takenNoLimit', { taken: s.taken })}
          </Descriptions.Item>
          {s.target && (
            <Descriptions.Item label={t(`signup.target.${s.target.type}`)}>
              <Link to={s.target.url} data-testid="signup-target">
                {s.target.title}
              </Link>
            </Descriptions.Item>
          )}
          {s.activityStartAt && (
            <Descriptions.Item label={t('signup.activityStart')}>
              {when(s.activityStartAt)}
            </Descriptions.Item>
          )}
          {s.cancelUntil && (
            <Descriptions.Item label={t('signup.cancelUntil')}>
              {when(s.cancelUntil)}
            </Descriptions.Item>
          )}
          <Descriptions.Item label={t('signup.approval')}>
            {t(s.requiresApproval ? 'signup.approvalOn' : 'signup.approvalOff')}
          </Descriptions.Item>
          <Descriptions.Item label={t('signup.mine')}>
            <span data-testid="signup-state" data-state={s.mineRecord?.state ?? 'none'}>
              <RecordStateTag state={s.mineRecord?.state ?? null} />
            </span>
          </Descriptions.Item>
        </Descriptions>
        {s.description ? (
          <Typography.Paragraph className="su-text">{s.description}</Typography.Paragraph>
        ) : null}
      </Card>
      <SignupPanel signup={s} />
    </div>
  );
}
