import { Alert, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** A password the server generated, shown once with a copy button. */
export function PasswordNotice(props: { intro: string; password: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="warning"
      showIcon
      message={props.intro}
      description={
        <Typography.Text code copyable={{ text: props.password }} data-testid={props.testId}>
          {props.password}
        </Typography.Text>
      }
      action={<Typography.Text type="secondary">{t('users.shownOnce')}</Typography.Text>}
    />
  );
}
