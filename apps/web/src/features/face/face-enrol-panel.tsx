import { App, Button, Card, Popconfirm, Result, Space, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@ascent/client/i18n';
import { LoadFailed, PageSpin } from '@ascent/client/ui';
import { services } from '../../app/services.ts';
import { FaceCamera } from './face-camera.tsx';

const STATUS_KEY = ['face-status'] as const;

/**
 * The personal centre's face tab (spec s.7 me/saveface, upload/openface): whether a face is
 * enrolled, enrolling one (or again) from the camera or a photo, and deleting it. The face
 * itself never comes back from the server.
 */
export function FaceEnrolPanel() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const status = useQuery({
    queryKey: STATUS_KEY,
    queryFn: () => services.api.call('GET /api/study/me/face'),
  });
  const enrol = useMutation({
    mutationFn: async (photo: Blob) => {
      const form = new FormData();
      form.append('file', photo, photo instanceof File ? photo.name : 'face.jpg');
      const { photoId } = await services.api.call('POST /api/study/me/upload/openface', form);
      return services.api.call('POST /api/study/me/saveface', { photoId });
    },
    onSuccess: (data) => {
      queryClient.setQueryData(STATUS_KEY, data);
      void message.success(t('face.enrolled'));
    },
  });
  const remove = useMutation({
    mutationFn: () => services.api.call('POST /api/study/me/face/delete'),
    onSuccess: (data) => {
      queryClient.setQueryData(STATUS_KEY, data);
      void message.success(t('face.deleted'));
    },
  });

  if (status.isPending) return <PageSpin />;
  if (status.isError)
    return <LoadFailed error={status.error} onRetry={() => void status.refetch()} />;
  const s = status.data;
  if (!s.available)
    return (
      <Card title={t('face.title')}>
        <Result status="info" title={t('face.unavailable')} />
      </Card>
    );
  return (
    <Card title={t('face.title')} data-testid="face-enrol">
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Paragraph style={{ margin: 0 }} data-testid="face-enrol-status">
          {s.enrolled && s.enrolledAt
            ? t('face.enrolledAt', { time: formatDateTime(s.enrolledAt) })
            : t('face.notEnrolled')}
        </Typography.Paragraph>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('face.privacy')}
        </Typography.Paragraph>
        <FaceCamera
          busy={enrol.isPending}
          actionLabel={s.enrolled ? t('face.enrolAgain') : t('face.enrol')}
          onPhoto={(photo) => enrol.mutate(photo)}
          testId="face-enrol-camera"
        />
        {s.enrolled && (
          <Popconfirm
            title={t('face.deleteConfirm')}
            onConfirm={() => remove.mutate()}
            okText={t('face.delete')}
            cancelText={t('common.cancel')}
          >
            <Button danger loading={remove.isPending} data-testid="face-enrol-delete">
              {t('face.delete')}
            </Button>
          </Popconfirm>
        )}
      </Space>
    </Card>
  );
}
