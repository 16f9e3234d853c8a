import { App, Form, Input, InputNumber, Modal } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocale, zodFieldRule } from '@ascent/client/i18n';
import { FormSubmit, useServerError } from '@ascent/client/ui';
import {
  ORG_NAME_MAX,
  POSITION_CODE_MAX,
  SORT_MAX,
  ZPositionCreate,
  type TPosition,
  type TPositionCreate,
} from '@ascent/shared/org';
import { createPosition, updatePosition } from '../api/org-api.ts';
import { POSITIONS_KEY } from '../hooks/positions-key.ts';

const shape = ZPositionCreate.shape;

/** Creates a position, or edits one (`position` given). */
export function PositionFormModal(props: { position: TPosition | null; onClose: () => void }) {
  const { position } = props;
  const { t } = useTranslation();
  const locale = useLocale();
  const { message } = App.useApp();
  const client = useQueryClient();
  const submission = useServerError();

  const onFinish = (values: TPositionCreate) =>
    submission.guard(async () => {
      const body = { ...values, code: values.code ?? '', sort: values.sort ?? 0 };
      await (position ? updatePosition({ id: position.id, ...body }) : createPosition(body));
      await client.invalidateQueries({ queryKey: POSITIONS_KEY });
      void message.success(t('org.position.saved'));
      props.onClose();
    });

  return (
    <Modal
      open
      title={t(position ? 'org.position.editTitle' : 'org.position.createTitle')}
      footer={null}
      destroyOnHidden
      onCancel={props.onClose}
    >
      <Form<TPositionCreate>
        layout="vertical"
        initialValues={position ?? { name: '', code: '', sort: 0 }}
        onFinish={onFinish}
        data-testid="position-form"
      >
        <Form.Item
          name="name"
          label={t('org.position.name')}
          required
          rules={[zodFieldRule(shape.name, locale)]}
        >
          <Input maxLength={ORG_NAME_MAX} autoFocus data-testid="position-name-input" />
        </Form.Item>
        <Form.Item
          name="code"
          label={t('org.position.code')}
          rules={[zodFieldRule(shape.code, locale)]}
        >
          <Input maxLength={POSITION_CODE_MAX} data-testid="position-code-input" />
        </Form.Item>
        <Form.Item
          name="sort"
          label={t('org.position.sort')}
          rules={[zodFieldRule(shape.sort, locale)]}
        >
          <InputNumber min={0} max={SORT_MAX} precision={0} style={{ width: 160 }} />
        </Form.Item>
        <FormSubmit submission={submission} testId="position-save">
          {t('org.position.save')}
        </FormSubmit>
      </Form>
    </Modal>
  );
}
