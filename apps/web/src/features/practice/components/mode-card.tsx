import { Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { PracticeMode } from '@ascent/shared/practice';
import { useTranslation } from 'react-i18next';

/** One practice mode on the practice home: its name, what it does, its state and actions. */
export function ModeCard({
  mode,
  description,
  status,
  actions,
}: {
  mode: PracticeMode;
  description: string;
  status?: ReactNode;
  actions: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card
      className={`practice-mode practice-mode--${mode}`}
      title={t(`practice.modes.${mode}.name`)}
      size="small"
      data-testid={`practice-mode-${mode}`}
    >
      <Typography.Paragraph type="secondary" className="practice-mode__desc">
        {description}
      </Typography.Paragraph>
      {status && <div className="practice-mode__status">{status}</div>}
      <Flex gap={8} wrap className="practice-mode__actions">
        {actions}
      </Flex>
    </Card>
  );
}
