import { Alert, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * A password the server generated, shown once with a copy button. "Shown once" sits under the
 * password rather than beside it, so a narrow dialog keeps the password's full width.
 */
export function PasswordNotice(props: { intro: string; password: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="warning"
      showIcon
      title={props.intro}
      description={
        <Space orientation="vertical" size={4}>
          <Typography.Text code copyable={{ text: props.password }} data-testid={props.testId}>
            {props.password}
          </Typography.Text>
          <Typography.Text type="secondary">{t('users.shownOnce')}</Typography.Text>
        </Space>
      }
    />
  );
}
