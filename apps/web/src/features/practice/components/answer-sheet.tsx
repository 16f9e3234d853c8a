import { Button } from 'antd';
import { useTranslation } from 'react-i18next';

export type SheetState = 'empty' | 'answered' | 'right' | 'wrong' | 'unscored';

/** The answer sheet: one button per answerable unit, coloured by its state. */
export function AnswerSheet({
  units,
  current,
  onPick,
}: {
  units: { id: number; state: SheetState }[];
  current?: number;
  onPick: (index: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <nav className="practice-sheet" aria-label={t('practice.paper.sheet')}>
      {units.map((u, i) => (
        <Button
          key={u.id}
          size="small"
          className={`practice-sheet__cell practice-sheet__cell--${u.state}`}
          type={i === current ? 'primary' : 'default'}
          aria-label={`${i + 1} ${t(`practice.sheet.${u.state}`)}`}
          aria-current={i === current ? 'step' : undefined}
          onClick={() => onPick(i)}
        >
          {i + 1}
        </Button>
      ))}
    </nav>
  );
}
