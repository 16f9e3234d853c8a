import { Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TProgrammeDetail } from '@ascent/shared/programme';
import { percentText } from '../lib/programme-format.ts';

/** The learner's progress on a programme: the percent and the compulsory items done. */
export function ProgrammeProgress({ progress }: { progress: TProgrammeDetail['progress'] }) {
  const { t } = useTranslation();
  return (
    <div className="prog-progress">
      <Progress
        percent={progress.percent}
        showInfo={false}
        status={progress.state === 'completed' ? 'success' : 'normal'}
      />
      <span className="prog-progress__text">
        <strong data-testid="programme-progress">{percentText(progress.percent)}</strong>
        <span>
          {t('programme.detail.compulsoryDone', {
            done: progress.compulsoryDone,
            total: progress.compulsoryTotal,
          })}
        </span>
        {progress.electivesDone > 0 && (
          <span>{t('programme.detail.electivesDone', { count: progress.electivesDone })}</span>
        )}
      </span>
    </div>
  );
}
