import { DownloadOutlined } from '@ant-design/icons';
import { App, Button, Card, Empty, Input, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LoadFailed } from '@ascent/client/ui';
import {
  SIGNUP_RECORD_STATES,
  type SignupRecordState,
  type TSignupPerson,
} from '@ascent/shared/signup';
import { saveFile } from '../../../components/download/save-file.ts';
import { exportPeople } from '../api/signups-api.ts';
import { useSignupItem, useSignupPeople } from '../hooks/use-signups-admin.ts';
import { SIGNUP_PATHS, idFromSearch } from '../lib/signup-paths.ts';
import { formatDateTime, formatTime } from '@ascent/client/i18n';

const STATE_COLOURS: Record<SignupRecordState, string> = {
  reviewing: 'processing',
  enrolled: 'success',
  rejected: 'error',
  withdrawn: 'default',
  cancelled: 'default',
};
const PAGE_SIZE = 20;

/** The people who signed up for one sign-up: state, answers or reservation; export as xlsx. */
export function SignupPeoplePage() {
  const { t } = useTranslation();
  const id = idFromSearch(useLocation().search);
  if (!id) return <Empty description={t('signups.notFound')} />;
  return <People key={id} signupId={id} />;
}

function People({ signupId }: { signupId: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [state, setState] = useState<SignupRecordState | undefined>();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const signup = useSignupItem(signupId);
  const people = useSignupPeople({ signupId, state, keyword, page, pageSize: PAGE_SIZE });
  if (people.isError && !people.data)
    return <LoadFailed error={people.error} onRetry={() => void people.refetch()} />;
  const personnelKind = signup.data?.kind === 2;
  const download = async () => {
    setExporting(true);
    try {
      saveFile(await exportPeople({ signupId, state, keyword }));
    } catch {
      void message.error(t('signups.exportFailed'));
    } finally {
      setExporting(false);
    }
  };
  return (
    <Card
      title={t('signups.title.people', { title: signup.data?.title ?? '' })}
      extra={<Link to={SIGNUP_PATHS.list}>{t('signups.backToList')}</Link>}
    >
      <Space wrap className="su-admin-gap">
        <Input.Search
          allowClear
          placeholder={t('signups.searchPeople')}
          aria-label={t('signups.searchPeople')}
          onSearch={(v) => {
            setKeyword(v);
            setPage(1);
          }}
          style={{ width: 220 }}
        />
        <Select
          allowClear
          placeholder={t('signups.stateLabel')}
          aria-label={t('signups.stateLabel')}
          value={state}
          onChange={(v: SignupRecordState | undefined) => {
            setState(v);
            setPage(1);
          }}
          options={SIGNUP_RECORD_STATES.map((s) => ({ value: s, label: t(`signups.state.${s}`) }))}
          style={{ width: 140 }}
        />
        <Button
          icon={<DownloadOutlined />}
          loading={exporting}
          onClick={() => void download()}
          data-testid="signup-people-export"
        >
          {t('signups.export')}
        </Button>
      </Space>
      <Table<TSignupPerson>
        rowKey="recordId"
        data-testid="signup-people"
        loading={people.isFetching}
        dataSource={people.data?.list ?? []}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: people.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
        columns={[
          { title: t('signups.account'), dataIndex: 'account' },
          { title: t('signups.realName'), dataIndex: 'realName' },
          { title: t('signups.department'), dataIndex: 'departmentName' },
          {
            title: t('signups.stateLabel'),
            dataIndex: 'state',
            render: (s: SignupRecordState, row) => (
              <Space size={4} wrap>
                <Tag color={STATE_COLOURS[s]}>{t(`signups.state.${s}`)}</Tag>
                {s === 'rejected' && row.rejectReason ? <span>{row.rejectReason}</span> : null}
              </Space>
            ),
          },
          {
            title: t('signups.signedAt'),
            dataIndex: 'createdAt',
            render: (v: string) => formatDateTime(v),
          },
          {
            title: t('signups.details'),
            key: 'details',
            render: (_: unknown, row) =>
              row.reservation ? (
                t('signups.reservationText', {
                  room: row.reservation.roomName,
                  from: formatDateTime(row.reservation.startAt),
                  to: formatTime(row.reservation.endAt),
                  count: row.reservation.attendees,
                })
              ) : (
                <span className="su-admin-values">
                  {Object.entries(row.values)
                    .map(
                      ([k, v]) => `${personnelKind ? t(`signups.personnel.${k}`) : k}: ${v || '—'}`,
                    )
                    .join('; ')}
                </span>
              ),
          },
        ]}
      />
    </Card>
  );
}
