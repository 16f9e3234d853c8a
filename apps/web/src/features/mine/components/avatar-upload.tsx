import { UploadOutlined, UserOutlined } from '@ant-design/icons';
import { App, Avatar, Button, Space, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { useTranslateRef } from '@ascent/client/i18n';
import { useUploadAvatar } from '../hooks/use-edit-profile.ts';
import { AVATAR_ACCEPT, checkAvatarFile } from '../lib/avatar-file.ts';

/** The avatar with an upload button; bad files are refused here with the shared messages. */
export function AvatarUpload({ portrait, name }: { portrait: string; name: string }) {
  const { t } = useTranslation();
  const translateRef = useTranslateRef();
  const { message } = App.useApp();
  const upload = useUploadAvatar();

  const beforeUpload = (file: File) => {
    const problem = checkAvatarFile(file);
    if (problem) {
      void message.error(translateRef(problem));
      return Upload.LIST_IGNORE;
    }
    upload.mutate(file, { onSuccess: () => void message.success(t('mine.avatarUpdated')) });
    // The upload goes through the API client (token, refresh, ret handling), not antd's XHR.
    return false;
  };

  return (
    <Space orientation="vertical" align="center">
      <Avatar size={96} src={portrait || undefined} icon={<UserOutlined />} alt={name} />
      <Upload
        accept={AVATAR_ACCEPT}
        showUploadList={false}
        beforeUpload={beforeUpload}
        maxCount={1}
      >
        <Button icon={<UploadOutlined />} loading={upload.isPending} data-testid="avatar-upload">
          {t('mine.changeAvatar')}
        </Button>
      </Upload>
    </Space>
  );
}
