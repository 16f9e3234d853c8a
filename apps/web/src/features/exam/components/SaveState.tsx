import { CheckCircleOutlined, CloudUploadOutlined, DisconnectOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { SaveState as State } from '../lib/answer-sync.ts';

const ICONS: Record<State, React.ReactNode> = {
  saved: <CheckCircleOutlined />,
  saving: <CloudUploadOutlined />,
  offline: <DisconnectOutlined />,
};

/** Whether every answer is on the server, on its way, or kept here until the network returns. */
export function SaveState({ state, pending }: { state: State; pending: number }) {
  const { t } = useTranslation();
  return (
    <span
      className={`exam-save exam-save--${state}`}
      data-testid="save-state"
      data-state={state}
      role="status"
      aria-live="polite"
    >
      {ICONS[state]} {t(`exam.save.${state}`, { count: pending })}
    </span>
  );
}
