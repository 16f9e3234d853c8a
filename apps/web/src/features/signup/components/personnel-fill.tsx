import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePersonnelInfo } from '../../personnel/hooks/use-personnel-info.ts';
import { PersonnelModal } from '../../personnel/components/personnel-modal.tsx';

/** Kind 2: opens the personnel module's own form so the learner completes their information. */
export function PersonnelFill({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const info = usePersonnelInfo(open);
  return (
    <>
      <Button
        size="small"
        type="primary"
        onClick={() => setOpen(true)}
        data-testid="signup-personnel"
      >
        {t('signup.fillPersonnel')}
      </Button>
      {open && info.data && (
        <PersonnelModal
          info={info.data}
          onDismiss={() => setOpen(false)}
          onSubmitted={() => {
            setOpen(false);
            onDone();
          }}
        />
      )}
    </>
  );
}
