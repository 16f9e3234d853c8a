import { App, Button } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PracticeOpenSession } from '@ascent/shared/practice';
import { paperPath } from '../lib/practice-paths.ts';
import { useStartPractice } from '../hooks/use-practice.ts';

/**
 * Continue or restart (spec s.4): the session in progress goes on, or, confirmed, ends and a
 * new one is drawn. Modes that need choices restart through `onRestart` (to their form, which
 * confirms) or show no restart button where the form is already on the page.
 */
export function OpenSessionActions({
  open,
  onRestart,
  hideRestart,
}: {
  open: PracticeOpenSession;
  onRestart?: () => void;
  hideRestart?: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const start = useStartPractice();
  const restart = () => {
    if (onRestart) return onRestart();
    modal.confirm({
      title: t('practice.action.restart'),
      content: t('practice.action.restartConfirm'),
      okText: t('practice.action.restart'),
      cancelText: t('practice.action.cancel'),
      onOk: async () => {
        const res = await start.mutateAsync({ mode: open.mode, restart: true });
        void navigate(paperPath(res.mode, res.sessionId));
      },
    });
  };
  return (
    <>
      <Button
        type="primary"
        data-testid={`practice-continue-${open.mode}`}
        onClick={() => void navigate(paperPath(open.mode, open.sessionId))}
      >
        {t('practice.action.continue')}
      </Button>
      {!hideRestart && (
        <Button
          data-testid={`practice-restart-${open.mode}`}
          onClick={restart}
          loading={start.isPending}
        >
          {t('practice.action.restart')}
        </Button>
      )}
    </>
  );
}
