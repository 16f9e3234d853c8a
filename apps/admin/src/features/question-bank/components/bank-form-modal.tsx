import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormError, useServerError } from '@ascent/client/ui';
import { useLocale, zodFieldRule } from '@ascent/client/i18n';
import {
  QUESTION_ADMIN_LIMITS,
  ZQuestionBankSave,
  type TQuestionBankRow,
} from '@ascent/shared/question-admin';
import { saveBank } from '../api/question-bank-api.ts';
import { CategorySelect } from './category-select.tsx';

interface Values {
  name: string;
  description: string;
  categoryId: number | null;
}

/** Creates a bank (no `bank`) or edits one: name, description, category. */
export function BankFormModal(props: {
  bank: TQuestionBankRow | null;
  onClose: () => void;
  onSaved: (bank: TQuestionBankRow) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [form] = Form.useForm<Values>();
  const server = useServerError();
  const submit = (v: Values) =>
    server.guard(async () => {
      props.onSaved(await saveBank({ ...v, id: props.bank?.id }));
    });
  return (
    <Modal
      open
      title={t(props.bank ? 'questionBank.bank.edit' : 'questionBank.bank.create')}
      okText={t('questionBank.save')}
      confirmLoading={server.pending}
      onOk={() => form.submit()}
      onCancel={props.onClose}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'bank-save' } as never}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{
          name: props.bank?.name ?? '',
          description: props.bank?.description ?? '',
          categoryId: props.bank?.categoryId ?? null,
        }}
        onFinish={(v) => void submit(v)}
      >
        <Form.Item
          name="name"
          label={t('questionBank.bank.name')}
          rules={[zodFieldRule(ZQuestionBankSave.shape.name, locale)]}
        >
          <Input maxLength={QUESTION_ADMIN_LIMITS.bankName} autoFocus data-testid="bank-name" />
        </Form.Item>
        <Form.Item name="description" label={t('questionBank.bank.description')}>
          <Input.TextArea
            maxLength={QUESTION_ADMIN_LIMITS.bankDescription}
            showCount
            autoSize={{ minRows: 2 }}
          />
        </Form.Item>
        <Form.Item name="categoryId" label={t('questionBank.bank.category')}>
          <CategorySelect />
        </Form.Item>
        <FormError message={server.message} testId="bank-form-error" />
      </Form>
    </Modal>
  );
}
