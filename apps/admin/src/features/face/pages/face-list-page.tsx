import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Card, Input, Select, Space, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FACE_TIME_STATES, type FaceTimeState, type TFaceRow } from '@ascent/shared/face';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { useListState } from '../../../components/data-table/use-list-state.ts';
import { deleteFaces, fetchFacePage } from '../api/face-api.ts';
import { faceEditPath, faceSessionPath } from '../lib/face-paths.ts';

export const FACE_LIST_KEY = ['face-admin', 'list'] as const;
const TIME_COLOURS: Record<FaceTimeState, string> = {
  notStarted: 'default',
  inProgress: 'blue',
  ended: 'default',
};

/** Face-to-face sessions: filter, create, edit, open the session page (QR and attendance). */
export function FaceListPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const list = useListState();
  const [timeState, setTimeState] = useState<FaceTimeState | undefined>();
  const fmt = (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm');

  return (
    <Card title={t('face.title.list')}>
      <DataTable<TFaceRow>
        testId="face-table"
        queryKey={[...FACE_LIST_KEY, timeState]}
        list={list}
        fetchPage={(q) => fetchFacePage({ ...q, timeState })}
        toolbar={
          <Space wrap>
            <Input.Search
              allowClear
              placeholder={t('face.search')}
              aria-label={t('face.search')}
              onSearch={(v) => list.search(v)}
              style={{ width: 240 }}
            />
            <Select
              allowClear
              placeholder={t('face.timeLabel')}
              aria-label={t('face.timeLabel')}
              value={timeState}
              onChange={(v: FaceTimeState | undefined) => {
                setTimeState(v);
                list.change({ page: 1 });
              }}
              options={FACE_TIME_STATES.map((s) => ({ value: s, label: t(`face.time.${s}`) }))}
              style={{ width: 140 }}
            />
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => void navigate(faceEditPath())}
              data-testid="face-create"
            >
              {t('face.create')}
            </Button>
          </Space>
        }
        bulkActions={[
          {
            key: 'delete',
            label: t('face.delete'),
            danger: true,
            confirm: t('face.deleteConfirm'),
            run: (ids) =>
              deleteFaces(ids)
                .then(() => void message.success(t('face.deleted')))
                .catch(() => false),
          },
        ]}
        columns={[
          { title: t('face.form.name'), dataIndex: 'name' },
          {
            title: t('face.timeLabel'),
            key: 'time',
            render: (_: unknown, row: TFaceRow) => (
              <Space size={4} wrap>
                <Tag color={TIME_COLOURS[row.timeState]}>{t(`face.time.${row.timeState}`)}</Tag>
                <span>
                  {fmt(row.startAt)} ~ {fmt(row.endAt)}
                </span>
              </Space>
            ),
          },
          { title: t('face.form.address'), dataIndex: 'address' },
          { title: t('face.form.lecturer'), dataIndex: 'lecturer' },
          { title: t('face.form.lessonHours'), dataIndex: 'lessonHours' },
          { title: t('face.signedInCount'), dataIndex: 'signedIn' },
          {
            title: t('face.actions'),
            key: 'actions',
            render: (_: unknown, row: TFaceRow) => (
              <Space size={0} wrap>
                <Button
                  type="link"
                  size="small"
                  onClick={() => void navigate(faceSessionPath(row.id))}
                  data-testid={`face-open-${row.id}`}
                >
                  {t('face.open')}
                </Button>
                <Button
                  type="link"
                  size="small"
                  onClick={() => void navigate(faceEditPath(row.id))}
                >
                  {t('face.edit')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}
