import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Empty, List, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IDP_STATUS, IDP_TABS, type IdpTab } from '@ascent/shared/idp';
import { PagedList } from '../../../components/paged-list.tsx';
import { useIdpList } from '../hooks/use-idp.ts';
import { idpDetailPath, idpEditPath, idpPreviewPath } from '../lib/idp-paths.ts';
import { IdpStatusTag } from '../components/idp-status-tag.tsx';
import '../idp.css';

const PAGE_SIZE = 10;

/** /mine/IDP: my plans, and the plans that wait for (or had) my approval as a supervisor. */
export function MineIdpPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<IdpTab>('mine');
  const [page, setPage] = useState(1);
  const query = useIdpList({ tab, page, pageSize: PAGE_SIZE });
  return (
    <Card
      title={t('idp.title')}
      className="page idp-page"
      extra={
        <Link to={idpEditPath()}>
          <Button type="primary" icon={<PlusOutlined />} data-testid="idp-new">
            {t('idp.new')}
          </Button>
        </Link>
      }
    >
      <Tabs
        activeKey={tab}
        onChange={(k) => {
          setTab(k as IdpTab);
          setPage(1);
        }}
        items={IDP_TABS.map((k) => ({ key: k, label: t(`idp.tab.${k}`) }))}
      />
      <PagedList
        query={query}
        onPage={setPage}
        testId="idp-list"
        pagerClassName="idp-pager"
        empty={<Empty description={t(tab === 'mine' ? 'idp.emptyMine' : 'idp.emptyApproval')} />}
        renderItem={(row) => {
          const editable =
            row.status === IDP_STATUS.rejected || row.status === IDP_STATUS.withdrawn;
          return (
            <List.Item
              data-testid="idp-row"
              actions={[
                <Link key="open" to={idpDetailPath(row.id)}>
                  {tab === 'approval' && row.status === IDP_STATUS.reviewing
                    ? t('idp.review')
                    : t('idp.view')}
                </Link>,
                tab === 'mine' && editable ? (
                  <Link key="edit" to={idpEditPath(row.id)}>
                    {t('idp.edit')}
                  </Link>
                ) : null,
                <Link key="preview" to={idpPreviewPath(row.id)}>
                  {t('idp.preview')}
                </Link>,
              ].filter(Boolean)}
            >
              <List.Item.Meta
                title={<Link to={idpDetailPath(row.id)}>{row.name}</Link>}
                description={
                  <span className="idp-meta">
                    <IdpStatusTag status={row.status} />
                    <Typography.Text type="secondary">
                      {row.startDate} – {row.endDate}
                    </Typography.Text>
                    <Typography.Text type="secondary">
                      {tab === 'mine'
                        ? t('idp.supervisorIs', {
                            name: row.supervisor.realName || row.supervisor.account,
                          })
                        : t('idp.ownerIs', { name: row.owner.realName || row.owner.account })}
                    </Typography.Text>
                    <Typography.Text type="secondary">
                      {t('idp.resourceCount', { count: row.resourceCount })}
                    </Typography.Text>
                  </span>
                }
              />
            </List.Item>
          );
        }}
      />
    </Card>
  );
}
