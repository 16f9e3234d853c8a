import { App, Form, Input, InputNumber, Modal, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocale, zodFieldRule } from '@ascent/client/i18n';
import { FormError, useServerError } from '@ascent/client/ui';
import {
  WEBSITE_NAME_MAX,
  ZWebsiteCreate,
  type TAdminWebsite,
  type TWebsiteCreate,
} from '@ascent/shared/config';
import { createWebsite, updateWebsite } from '../api/config-api.ts';

const shape = ZWebsiteCreate.shape;

export interface WebsiteDialogProps {
  /** The site to edit; null to add one. */
  site: TAdminWebsite | null;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}

/** Adds or edits a website: name, host, active, order. */
export function WebsiteDialog({ site, open, onClose, onSaved }: WebsiteDialogProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { message } = App.useApp();
  const [form] = Form.useForm<TWebsiteCreate>();
  const submission = useServerError();

  const submit = () =>
    form.validateFields().then((values) =>
      submission.guard(async () => {
        if (site) await updateWebsite({ ...values, id: site.id });
        else await createWebsite(values);
        void message.success(t('config.saved'));
        onSaved();
      }),
    );

  return (
    <Modal
      open={open}
      title={site ? t('config.websites.edit') : t('config.websites.add')}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      okText={t('config.save')}
      okButtonProps={{ loading: submission.pending, 'data-testid': 'website-save' }}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={
          site
            ? {
                platformName: site.platformName,
                domain: site.domain,
                active: site.active,
                sort: site.sort,
              }
            : { platformName: '', domain: '', active: true, sort: 0 }
        }
      >
        <Form.Item
          name="platformName"
          label={t('config.websites.platformName')}
          required
          rules={[zodFieldRule(shape.platformName, locale)]}
        >
          <Input maxLength={WEBSITE_NAME_MAX} data-testid="website-name" />
        </Form.Item>
        <Form.Item
          name="domain"
          label={t('config.websites.domain')}
          extra={t('config.websites.domainHelp')}
          rules={[zodFieldRule(shape.domain, locale)]}
        >
          <Input placeholder="learn.example.com" data-testid="website-domain" />
        </Form.Item>
        <Form.Item name="active" label={t('config.websites.active')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item
          name="sort"
          label={t('config.websites.sort')}
          rules={[zodFieldRule(shape.sort, locale)]}
        >
          <InputNumber min={0} max={9999} precision={0} />
        </Form.Item>
      </Form>
      <FormError message={submission.message} />
    </Modal>
  );
}
