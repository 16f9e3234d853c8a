import { App, Form, Input, Modal } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocale, zodFieldRule } from '@ascent/client/i18n';
import { FormSubmit, useServerError } from '@ascent/client/ui';
import { ORG_NAME_MAX } from '@ascent/shared/org';
import { ZUnitCreate, type TUnit, type TUnitCreate } from '@ascent/shared/unit';
import { createUnit, renameUnit } from '../api/org-api.ts';
import { UNITS_KEY } from '../hooks/units-key.ts';

/** Creates a unit, or renames one (`unit` given). */
export function UnitFormModal(props: { unit: TUnit | null; onClose: () => void }) {
  const { unit } = props;
  const { t } = useTranslation();
  const locale = useLocale();
  const { message } = App.useApp();
  const client = useQueryClient();
  const submission = useServerError();

  const onFinish = (values: TUnitCreate) =>
    submission.guard(async () => {
      await (unit ? renameUnit({ id: unit.id, name: values.name }) : createUnit(values));
      await client.invalidateQueries({ queryKey: UNITS_KEY });
      void message.success(t('org.unit.saved'));
      props.onClose();
    });

  return (
    <Modal
      open
      title={t(unit ? 'org.unit.renameTitle' : 'org.unit.createTitle')}
      footer={null}
      destroyOnHidden
      onCancel={props.onClose}
    >
      <Form<TUnitCreate>
        layout="vertical"
        initialValues={{ name: unit?.name ?? '' }}
        onFinish={onFinish}
        data-testid="unit-form"
      >
        <Form.Item
          name="name"
          label={t('org.unit.name')}
          required
          rules={[zodFieldRule(ZUnitCreate.shape.name, locale)]}
        >
          <Input maxLength={ORG_NAME_MAX} autoFocus data-testid="unit-name-input" />
        </Form.Item>
        <FormSubmit submission={submission} testId="unit-save">
          {t('org.unit.save')}
        </FormSubmit>
      </Form>
    </Modal>
  );
}
