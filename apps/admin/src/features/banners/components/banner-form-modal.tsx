import { DatePicker, Form, Input, InputNumber, Modal, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { BANNER_LIMITS, type TBannerAdmin } from '@ascent/shared/home';
import { FormError, useServerError } from '@ascent/client/ui';
import { CoverField } from '../../knowledge/components/cover-field.tsx';
import { saveBanner } from '../api/banners-api.ts';

interface Values {
  title: string;
  imageUrl: string;
  linkUrl: string;
  sort: number;
  enabled: boolean;
  window: [Dayjs | null, Dayjs | null] | null;
}

/** Creates (banner null) or edits a banner: picture, title, link, order, on/off, shown from/until. */
export function BannerFormModal({
  banner,
  onClose,
  onSaved,
}: {
  banner: TBannerAdmin | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const server = useServerError();
  const submit = (v: Values) =>
    server.guard(async () => {
      await saveBanner({
        id: banner?.id,
        title: v.title,
        imageUrl: v.imageUrl ?? '',
        linkUrl: v.linkUrl ?? '',
        sort: v.sort ?? 0,
        enabled: v.enabled,
        startAt: v.window?.[0]?.toISOString() ?? null,
        endAt: v.window?.[1]?.toISOString() ?? null,
      });
      onSaved();
    });
  return (
    <Modal
      open
      width={640}
      title={t(banner ? 'banners.edit' : 'banners.create')}
      okText={t('banners.save')}
      confirmLoading={server.pending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        data-testid="banner-form"
        initialValues={{
          title: banner?.title ?? '',
          imageUrl: banner?.imageUrl ?? '',
          linkUrl: banner?.linkUrl ?? '',
          sort: banner?.sort ?? 0,
          enabled: banner?.enabled ?? true,
          window: [
            banner?.startAt ? dayjs(banner.startAt) : null,
            banner?.endAt ? dayjs(banner.endAt) : null,
          ],
        }}
        onFinish={(v) => void submit(v)}
      >
        <Form.Item
          name="title"
          label={t('banners.fields.title')}
          rules={[{ required: true, whitespace: true, message: t('banners.titleRequired') }]}
        >
          <Input maxLength={BANNER_LIMITS.title} />
        </Form.Item>
        <Form.Item name="imageUrl" label={t('banners.fields.image')}>
          <CoverField type="banner" />
        </Form.Item>
        <Form.Item name="linkUrl" label={t('banners.fields.link')} extra={t('banners.linkHint')}>
          <Input maxLength={BANNER_LIMITS.link} />
        </Form.Item>
        <Form.Item name="sort" label={t('banners.fields.sort')}>
          <InputNumber min={0} max={999999} precision={0} />
        </Form.Item>
        <Form.Item name="enabled" label={t('banners.fields.enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="window" label={t('banners.fields.window')}>
          <DatePicker.RangePicker showTime allowEmpty={[true, true]} />
        </Form.Item>
        <FormError message={server.message} testId="banner-form-error" />
      </Form>
    </Modal>
  );
}
