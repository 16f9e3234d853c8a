import { Card, Empty, List, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useState } from 'react';
import { SIGNUP_TABS } from '@ascent/shared/signup';
import { PagedList } from '../../../components/paged-list.tsx';
import { useSignups } from '../hooks/use-signup.ts';
import { SIGNUP_PATHS, signupPath, tabFromSearch } from '../lib/signup-paths.ts';
import { RecordStateTag, WindowTag } from '../components/signup-tags.tsx';
import '../signup.css';
import { formatDateTime } from '@ascent/client/i18n';

const PAGE_SIZE = 10;

/** /signup: open sign-ups offered to me, and the ones I signed up for (?tab=mine). */
export function SignupListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const tab = tabFromSearch(useLocation().search);
  const [page, setPage] = useState(1);
  const query = useSignups({ tab, page, pageSize: PAGE_SIZE });
  return (
    <Card title={t('signup.title')} className="page su-list">
      <Tabs
        activeKey={tab}
        onChange={(k) => {
          setPage(1);
          void navigate(`${SIGNUP_PATHS.list}?tab=${k}`, { replace: true });
        }}
        items={SIGNUP_TABS.map((k) => ({ key: k, label: t(`signup.tab.${k}`) }))}
      />
      <PagedList
        query={query}
        onPage={setPage}
        testId="signup-list"
        pagerClassName="su-pager"
        empty={<Empty description={t(tab === 'mine' ? 'signup.emptyMine' : 'signup.empty')} />}
        renderItem={(row) => (
          <List.Item
            data-testid="signup-row"
            actions={[
              <Link key="open" to={signupPath(row.id)}>
                {t('signup.view')}
              </Link>,
            ]}
          >
            <List.Item.Meta
              title={<Link to={signupPath(row.id)}>{row.title}</Link>}
              description={
                <span className="su-row-meta">
                  <Typography.Text type="secondary">{t(`signup.kind.${row.kind}`)}</Typography.Text>
                  <WindowTag window={row.window} />
                  {row.mine && <RecordStateTag state={row.mine} />}
                  {row.targetTitle && <Typography.Text>{row.targetTitle}</Typography.Text>}
                  <Typography.Text type="secondary">
                    {t('signup.until', { date: formatDateTime(row.endAt) })}
                  </Typography.Text>
                  <Typography.Text type="secondary">
                    {row.capacity
                      ? t('signup.takenOf', { taken: row.taken, capacity: row.capacity })
                      : t('signup.takenNoLimit', { taken: row.taken })}
                  </Typography.Text>
                </span>
              }
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
