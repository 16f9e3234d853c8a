import { EditOutlined } from '@ant-design/icons';
import { Button, Card, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TProfile } from '@ascent/shared/profile';
import { AvatarUpload } from './avatar-upload.tsx';
import { ProfileDetails } from './profile-details.tsx';
import { ProfileEditForm } from './profile-edit-form.tsx';

/** The personal information: avatar, details, and the edit form on demand. */
export function ProfilePanel({ profile }: { profile: TProfile }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  return (
    <Card
      title={t('mine.profileTitle')}
      extra={
        editing ? null : (
          <Button
            icon={<EditOutlined />}
            onClick={() => setEditing(true)}
            data-testid="profile-edit"
          >
            {t('common.edit')}
          </Button>
        )
      }
    >
      <Flex gap={32} wrap align="flex-start">
        <AvatarUpload portrait={profile.portrait} name={profile.realName || profile.account} />
        <div style={{ flex: '1 1 320px', minWidth: 0 }}>
          {editing ? (
            <ProfileEditForm profile={profile} onDone={() => setEditing(false)} />
          ) : (
            <ProfileDetails profile={profile} />
          )}
        </div>
      </Flex>
    </Card>
  );
}
