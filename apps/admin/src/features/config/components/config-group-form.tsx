import { App, Form } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSubmit, useServerError } from '@ascent/client/ui';
import type { ConfigGroup, TCompanyConfig, TCompanyConfigUpdate } from '@ascent/shared/config';
import { useSaveConfigGroup } from '../hooks/use-company-config.ts';

export interface ConfigGroupFormProps<G extends ConfigGroup> {
  group: G;
  values: TCompanyConfig[G];
  children: ReactNode;
}

/**
 * One configuration group as a form: its items (with the shared schema's rules) and a save
 * button that sends only this group; the server's refusal shows above the button.
 */
export function ConfigGroupForm<G extends ConfigGroup>({
  group,
  values,
  children,
}: ConfigGroupFormProps<G>) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const save = useSaveConfigGroup();
  const submission = useServerError();

  const onFinish = (formValues: TCompanyConfig[G]) =>
    submission.guard(async () => {
      await save.mutateAsync({ group, values: formValues } as TCompanyConfigUpdate);
      void message.success(t('config.saved'));
    });

  return (
    <Form<TCompanyConfig[G]>
      layout="vertical"
      initialValues={values}
      onFinish={onFinish}
      style={{ maxWidth: 640 }}
      data-testid={`config-form-${group}`}
    >
      {children}
      <FormSubmit submission={submission} testId="config-save" errorTestId="config-error">
        {t('config.save')}
      </FormSubmit>
    </Form>
  );
}
