import { App, Col, Form, Input, InputNumber, Modal, Row, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocale, zodFieldRule } from '@ascent/client/i18n';
import { FormError, useServerError } from '@ascent/client/ui';
import {
  MENU_NAME_MAX,
  ZMenuCreate,
  ZMenuUpdate,
  zText,
  type TAdminMenu,
} from '@ascent/shared/config';
import { MENU_LABEL } from '@ascent/shared/platform';
import { createMenu, updateMenu } from '../api/menus-api.ts';
import { emptyMenu, formToUpdate, menuToForm, type MenuFormValues } from '../lib/menu-form.ts';

const LOCALES = ['zh_CN', 'zh_TW', 'en_US'] as const;
const localeName = zText(MENU_NAME_MAX);

export interface MenuEditDialogProps {
  /** The entry to edit; null to add a custom entry. */
  menu: TAdminMenu | null;
  websiteId: number | null;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}

/** Edits an entry (names per locale, link, resource, label, on/off) or adds a custom one. */
export function MenuEditDialog({ menu, websiteId, open, onClose, onSaved }: MenuEditDialogProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { message } = App.useApp();
  const [form] = Form.useForm<MenuFormValues>();
  const submission = useServerError();
  const creating = menu === null;
  const shape = creating ? ZMenuCreate.shape : ZMenuUpdate.shape;

  const submit = async () => {
    await form.validateFields();
    const values = form.getFieldsValue(true) as MenuFormValues;
    await submission.guard(async () => {
      if (menu) await updateMenu(formToUpdate(menu.id, values));
      else await createMenu({ ...values, websiteId, resourceId: values.resourceId ?? null });
      void message.success(t('menus.saved'));
      onSaved();
    });
  };

  return (
    <Modal
      open={open}
      width={720}
      title={creating ? t('menus.add') : t('menus.edit', { code: menu.menuCode })}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      okText={t('menus.save')}
      okButtonProps={{ loading: submission.pending, 'data-testid': 'menu-save' }}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={menu ? menuToForm(menu) : emptyMenu()}
        data-testid="menu-form"
      >
        {creating && (
          <Form.Item
            name="menuCode"
            label={t('menus.menuCode')}
            extra={t('menus.menuCodeHelp')}
            required
            rules={[zodFieldRule(ZMenuCreate.shape.menuCode, locale)]}
          >
            <Input maxLength={32} data-testid="menu-code" />
          </Form.Item>
        )}
        <Form.Item
          name="menuName"
          label={t('menus.menuName')}
          extra={t('menus.menuNameHelp')}
          required
          rules={[zodFieldRule(shape.menuName, locale)]}
        >
          <Input maxLength={MENU_NAME_MAX} data-testid="menu-name" />
        </Form.Item>
        <Row gutter={12}>
          {LOCALES.map((code) => (
            <Col span={8} key={code}>
              <Form.Item
                name={['langNames', code]}
                label={t(`menus.langNames.${code}`)}
                rules={[zodFieldRule(localeName, locale)]}
              >
                <Input maxLength={MENU_NAME_MAX} showCount data-testid={`menu-name-${code}`} />
              </Form.Item>
            </Col>
          ))}
        </Row>
        <Form.Item
          name="url"
          label={t('menus.url')}
          extra={t('menus.urlHelp')}
          required={creating}
          rules={[zodFieldRule(shape.url, locale)]}
        >
          <Input data-testid="menu-url" />
        </Form.Item>
        <Row gutter={12}>
          <Col span={8}>
            <Form.Item
              name="resourceId"
              label={t('menus.resourceId')}
              tooltip={t('menus.resourceIdHelp')}
            >
              <InputNumber min={1} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="labelId" label={t('menus.labelId')}>
              <Select
                options={Object.values(MENU_LABEL).map((v) => ({
                  value: v,
                  label: t(`menus.labels.l${v}`),
                }))}
              />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="checked" label={t('menus.checked')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
        </Row>
      </Form>
      <FormError message={submission.message} />
    </Modal>
  );
}
