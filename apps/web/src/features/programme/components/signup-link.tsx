import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { signupPath } from '../lib/programme-paths.ts';
import type { TProgrammeDetail } from '@ascent/shared/programme';

/**
 * The sign-up that admits to the programme (when it has one and the learner is not in yet):
 * the learner's standing and the way to the sign-up's page.
 */
export function SignupLink({
  signup,
  enrolled,
}: {
  signup: NonNullable<TProgrammeDetail['signup']>;
  enrolled: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (enrolled) return null;
  const action =
    signup.mine === 'reviewing'
      ? 'programme.signup.view'
      : signup.window === 'inProgress'
        ? 'programme.signup.go'
        : 'programme.signup.view';
  return (
    <Alert
      className="prog-signup"
      type={signup.mine === 'rejected' ? 'warning' : 'info'}
      showIcon
      message={t(`programme.signup.mine.${signup.mine}`)}
      description={t(`programme.signup.window.${signup.window}`)}
      action={
        <Button
          type="primary"
          size="small"
          data-testid="programme-signup"
          onClick={() => void navigate(signup.url || signupPath(signup.signupId))}
        >
          {t(action)}
        </Button>
      }
    />
  );
}
