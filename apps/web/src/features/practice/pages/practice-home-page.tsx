import { Button, Card, Col, Row, Statistic } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadFailed, PageSpin } from '@ascent/client/ui';
import { PRACTICE_MODES, type PracticeHome, type PracticeMode } from '@ascent/shared/practice';
import { ModeCard } from '../components/mode-card.tsx';
import { OpenSessionActions } from '../components/open-session-actions.tsx';
import { accuracy } from '../lib/labels.ts';
import { PRACTICE_PATHS, modePath, paperPath } from '../lib/practice-paths.ts';
import { usePracticeHome, useStartPractice } from '../hooks/use-practice.ts';
import '../practice.css';

/** /mine/practice: the five modes, each to start, continue or restart, and the learner's totals. */
export function PracticeHomePage() {
  const { t } = useTranslation();
  const home = usePracticeHome();
  if (home.isPending) return <PageSpin />;
  if (home.isError) return <LoadFailed error={home.error} onRetry={() => void home.refetch()} />;
  const h = home.data;
  return (
    <div className="page practice-page" data-testid="practice-home">
      <Card
        title={t('practice.titles.home')}
        extra={<Link to={PRACTICE_PATHS.record}>{t('practice.record.title')}</Link>}
      >
        <Row gutter={[16, 16]}>
          <Col xs={8}>
            <Statistic title={t('practice.home.sessions')} value={h.stats.sessions} />
          </Col>
          <Col xs={8}>
            <Statistic title={t('practice.home.answered')} value={h.stats.answered} />
          </Col>
          <Col xs={8}>
            <Statistic
              title={t('practice.home.accuracy')}
              value={accuracy(h.stats.correct, h.stats.answered)}
              suffix="%"
            />
          </Col>
        </Row>
      </Card>
      <div className="practice-modes">
        {PRACTICE_MODES.map((mode) => (
          <HomeMode key={mode} mode={mode} home={h} />
        ))}
      </div>
    </div>
  );
}

function HomeMode({ mode, home }: { mode: PracticeMode; home: PracticeHome }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const start = useStartPractice();
  const open = home.open.find((o) => o.mode === mode);
  const noBanks = home.bankCount === 0;

  const startNow = async () => {
    const res = await start.mutateAsync({ mode });
    void navigate(paperPath(res.mode, res.sessionId));
  };
  const chooses = mode === 'interest' || mode === 'self' || mode === 'simulation';
  const description = {
    daily: t('practice.modes.daily.desc', { count: home.dailyCount }),
    interest: t('practice.modes.interest.desc'),
    wrong: t('practice.modes.wrong.desc', { count: home.wrongRemoveAfter }),
    simulation: t('practice.modes.simulation.desc'),
    self: t('practice.modes.self.desc'),
  }[mode];
  const status = open
    ? t('practice.home.inProgress', { answered: open.answeredCount, total: open.questionCount })
    : mode === 'daily'
      ? t('practice.home.dailyDone', { count: home.dailyFinishedToday })
      : mode === 'wrong'
        ? t('practice.home.wrongCount', { count: home.wrongCount })
        : mode === 'simulation'
          ? t('practice.home.simulationCount', { count: home.simulationCount })
          : noBanks
            ? t('practice.home.noBanks')
            : t('practice.home.bankCount', { count: home.bankCount });

  let actions;
  if (open)
    actions = (
      <OpenSessionActions
        open={open}
        onRestart={chooses ? () => void navigate(modePath(mode)) : undefined}
      />
    );
  else if (chooses)
    actions = (
      <Button
        type="primary"
        data-testid={`practice-choose-${mode}`}
        disabled={mode === 'simulation' ? !home.simulationCount : noBanks}
        onClick={() => void navigate(modePath(mode))}
      >
        {t('practice.action.choose')}
      </Button>
    );
  else
    actions = (
      <Button
        type="primary"
        data-testid={`practice-start-${mode}`}
        loading={start.isPending}
        disabled={mode === 'daily' ? noBanks : !home.wrongCount}
        // A refusal is shown by the API client.
        onClick={() => void startNow().catch(() => undefined)}
      >
        {t('practice.action.start')}
      </Button>
    );
  return (
    <ModeCard
      mode={mode}
      description={description}
      status={status}
      actions={
        <>
          {actions}
          {mode === 'wrong' && (
            <Button onClick={() => void navigate(modePath('wrong'))}>
              {t('practice.wrong.title')}
            </Button>
          )}
        </>
      }
    />
  );
}
