import { App, Form, Modal, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError, useServerError } from '@ascent/client/ui';

/**
 * A bulk action's dialog: a form over the selected users. `submit` runs the call; a refusal
 * stays in the dialog, success closes it with `true` (cancel closes it with `false`).
 */
export function BulkFormModal<V extends object>(props: {
  title: string;
  count: number;
  form: FormInstance<V>;
  initialValues?: Partial<V>;
  submit: (values: V) => Promise<boolean | void>;
  onClose: (done: boolean) => void;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const serverError = useServerError();
  const onOk = () =>
    serverError.guard(async () => {
      const values = await props.form.validateFields().catch(() => null);
      if (!values) return;
      const keepOpen = await props.submit(values);
      if (keepOpen === true) return;
      void message.success(t('users.done'));
      props.onClose(true);
    });
  return (
    <Modal
      open
      title={props.title}
      onOk={() => void onOk()}
      onCancel={() => props.onClose(false)}
      okButtonProps={{ loading: serverError.pending, 'data-testid': `${props.testId}-ok` }}
      destroyOnHidden
    >
      <p>{t('users.bulk.selected', { count: props.count })}</p>
      <Form<V>
        form={props.form}
        layout="vertical"
        initialValues={props.initialValues}
        data-testid={props.testId}
      >
        {props.children}
      </Form>
      <FormError message={serverError.message} testId={`${props.testId}-error`} />
    </Modal>
  );
}
