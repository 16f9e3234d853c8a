import { Alert, Button, Card, Flex, Result } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadFailed, PageSpin } from '@ascent/client/ui';
import { PRACTICE_MODES, type PracticeMode } from '@ascent/shared/practice';
import { OpenSessionActions } from '../components/open-session-actions.tsx';
import { PracticeSetupForm } from '../components/practice-setup-form.tsx';
import { SimulationList } from '../components/simulation-list.tsx';
import { WrongBookList } from '../components/wrong-book-list.tsx';
import { PRACTICE_PATHS, paperPath } from '../lib/practice-paths.ts';
import { usePracticeHome, useStartPractice } from '../hooks/use-practice.ts';
import '../practice.css';

/**
 * /mine/practice/detail?mode=: one mode's page. The session in progress (continue or restart),
 * then what the mode needs: the choices of interest and self practice, the wrong-question book,
 * the mock exam papers.
 */
export function PracticeModePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const mode = params.get('mode') as PracticeMode | null;
  const home = usePracticeHome();
  const start = useStartPractice();

  if (!mode || !PRACTICE_MODES.includes(mode))
    return (
      <Result
        status="404"
        title={t('practice.paper.notFound')}
        extra={<Link to={PRACTICE_PATHS.home}>{t('practice.result.back')}</Link>}
      />
    );
  if (home.isPending) return <PageSpin />;
  if (home.isError) return <LoadFailed error={home.error} onRetry={() => void home.refetch()} />;
  const h = home.data;
  const open = h.open.find((o) => o.mode === mode);
  const startNow = async () => {
    const res = await start.mutateAsync({ mode });
    void navigate(paperPath(res.mode, res.sessionId));
  };
  const description = t(`practice.modes.${mode}.desc`, {
    count: mode === 'daily' ? h.dailyCount : h.wrongRemoveAfter,
  });

  return (
    <div className="page practice-page" data-testid={`practice-detail-${mode}`}>
      <Card
        title={t(`practice.modes.${mode}.name`)}
        extra={<Link to={PRACTICE_PATHS.home}>{t('practice.result.back')}</Link>}
      >
        <p className="practice-detail__desc">{description}</p>
        {open && (
          <Alert
            type="info"
            showIcon
            className="practice-detail__open"
            title={t('practice.home.inProgress', {
              answered: open.answeredCount,
              total: open.questionCount,
            })}
            action={
              <Flex gap={8} wrap>
                <OpenSessionActions
                  open={open}
                  // Modes with choices restart from the form or list below.
                  hideRestart={mode !== 'daily' && mode !== 'wrong'}
                />
              </Flex>
            }
          />
        )}
        {!open && (mode === 'daily' || mode === 'wrong') && (
          <Button
            type="primary"
            data-testid={`practice-start-${mode}`}
            loading={start.isPending}
            disabled={mode === 'daily' ? !h.bankCount : !h.wrongCount}
            onClick={() => void startNow().catch(() => undefined)}
          >
            {t('practice.action.start')}
          </Button>
        )}
      </Card>
      {(mode === 'interest' || mode === 'self') && (
        <Card id="practice-choices" title={t('practice.setup.title')}>
          <PracticeSetupForm mode={mode} initial={h.lastConfig[mode]} hasOpen={!!open} />
        </Card>
      )}
      {mode === 'simulation' && (
        <Card id="practice-choices" title={t('practice.simulation.title')}>
          <SimulationList hasOpen={!!open} />
        </Card>
      )}
      {mode === 'wrong' && (
        <Card title={t('practice.wrong.title')}>
          <WrongBookList />
        </Card>
      )}
    </div>
  );
}
