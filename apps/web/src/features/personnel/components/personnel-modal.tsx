import { Alert, Form, Modal } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { personnelFieldRule, useLocale } from '@ascent/client/i18n';
import type { TIsInformationResponse } from '@ascent/shared/profile';
import { FormSubmit, useServerError } from '@ascent/client/ui';
import { services } from '../../../app/services.ts';
import { useSubmitPersonnel } from '../hooks/use-submit-personnel.ts';
import { buildPersonnelRequest, initialWidgetValues, toRawValue } from '../lib/personnel-values.ts';
import { PersonnelFieldInput } from './personnel-field-input.tsx';

interface PersonnelModalProps {
  info: TIsInformationResponse;
  /** Closed without submitting: not asked again until the next visit. */
  onDismiss: () => void;
  onSubmitted: () => void;
}

/** The complete-information modal (spec section 4): every listed field, shared rules, reject reason. */
export function PersonnelModal({ info, onDismiss, onSubmitted }: PersonnelModalProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [form] = Form.useForm<Record<string, unknown>>();
  const submit = useSubmitPersonnel();
  const serverError = useServerError();
  const initialValues = useMemo(() => initialWidgetValues(info), [info]);

  const onFinish = (values: Record<string, unknown>) =>
    serverError.guard(async () => {
      const { status } = await submit.mutateAsync(buildPersonnelRequest(info.editField, values));
      // Through the notifier: the modal (and on the home the kit's layer with it) closes now.
      services.notifier.success(
        t(status === 'pending' ? 'personnel.submittedForReview' : 'personnel.saved'),
      );
      onSubmitted();
    });

  return (
    <Modal
      open
      title={t('personnel.title')}
      onCancel={onDismiss}
      mask={{ closable: false }}
      footer={null}
      width={560}
      modalRender={(node) => <div data-testid="personnel-modal">{node}</div>}
    >
      <p>{t('personnel.intro')}</p>
      {info.reject?.reason ? (
        <Alert
          type="error"
          showIcon
          title={t('personnel.rejected', { reason: info.reject.reason })}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Form
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onFinish={onFinish}
        autoComplete="off"
      >
        {info.editField.map((field) => (
          <Form.Item
            key={field.key}
            name={field.key}
            label={field.name}
            required
            rules={[personnelFieldRule(field, (v) => toRawValue(field, v), locale)]}
          >
            <PersonnelFieldInput field={field} />
          </Form.Item>
        ))}
        <FormSubmit submission={serverError} block testId="personnel-submit">
          {t('personnel.submit')}
        </FormSubmit>
      </Form>
    </Modal>
  );
}
