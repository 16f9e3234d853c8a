import { App, Button, DatePicker, Form, Input, Select, Space } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { firstIssueRef, refRule, useLocale, zodFieldRule } from '@ascent/client/i18n';
import { SEX, ZEditProfileRequest, type TProfile } from '@ascent/shared/profile';
import { FormError, useServerError } from '@ascent/client/ui';
import { useEditProfile } from '../hooks/use-edit-profile.ts';
import {
  BIRTHDAY_FORMAT,
  birthdayString,
  formValuesToRequest,
  profileToFormValues,
  type ProfileFormValues,
} from '../lib/profile-form.ts';

const shape = ZEditProfileRequest.shape;

/** Edits the profile with the rules of the shared ZEditProfileRequest. */
export function ProfileEditForm({ profile, onDone }: { profile: TProfile; onDone: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { message } = App.useApp();
  const [form] = Form.useForm<ProfileFormValues>();
  const save = useEditProfile();
  const serverError = useServerError();
  const initialValues = useMemo(() => profileToFormValues(profile), [profile]);

  const onFinish = (values: ProfileFormValues) =>
    serverError.guard(async () => {
      await save.mutateAsync(formValuesToRequest(values));
      void message.success(t('mine.saved'));
      onDone();
    });

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={onFinish}
      style={{ maxWidth: 480 }}
      data-testid="profile-edit-form"
    >
      <Form.Item
        name="realName"
        label={t('mine.fields.realName')}
        required
        rules={[zodFieldRule(shape.realName, locale)]}
      >
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item
        name="mobile"
        label={t('mine.fields.mobile')}
        rules={[zodFieldRule(shape.mobile, locale)]}
      >
        <Input maxLength={11} inputMode="numeric" />
      </Form.Item>
      <Form.Item
        name="email"
        label={t('mine.fields.email')}
        rules={[zodFieldRule(shape.email, locale)]}
      >
        <Input inputMode="email" />
      </Form.Item>
      <Form.Item name="sex" label={t('mine.fields.sex')}>
        <Select
          options={Object.values(SEX).map((value) => ({ value, label: t(`mine.sex.${value}`) }))}
        />
      </Form.Item>
      <Form.Item
        name="birthday"
        label={t('mine.fields.birthday')}
        rules={[
          refRule(
            (v) =>
              firstIssueRef(shape.birthday, birthdayString(v as ProfileFormValues['birthday'])),
            locale,
          ),
        ]}
      >
        <DatePicker format={BIRTHDAY_FORMAT} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="motto"
        label={t('mine.fields.motto')}
        rules={[zodFieldRule(shape.motto, locale)]}
      >
        <Input.TextArea maxLength={200} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
      </Form.Item>
      <FormError message={serverError.message} />
      <Space>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('common.save')}
        </Button>
        <Button onClick={onDone}>{t('common.cancel')}</Button>
      </Space>
    </Form>
  );
}
