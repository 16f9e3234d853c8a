import { lazy, useState } from 'react';
import { WithAntd, usePageSettled } from '@ascent/client/app';
import { services, useSession } from '../../../app/services.ts';
import { usePersonnelInfo } from '../hooks/use-personnel-info.ts';
import { shouldOpenPersonnel } from '../lib/personnel-prompt-rule.ts';

/**
 * The form (a tree select, date pickers, selects) is loaded only when the prompt opens, with
 * the component kit when the page has none (the home).
 */
const PersonnelModal = lazy(() =>
  import('./personnel-modal.tsx').then((m) => ({ default: m.PersonnelModal })),
);

/**
 * Asks for the personnel information when the profile says isInformation 1 on a route that
 * prompts (`active`), unless a password change is still due (that modal comes first); once the
 * first page has settled (`pageSettled`: the page's own calls go first).
 */
export function PersonnelPrompt({ active }: { active: boolean }) {
  const isInformation = useSession((s) => s.isInformation);
  const passwordDue = useSession((s) => s.changePassword || s.passwordExpire);
  const [closed, setClosed] = useState(false);
  const settled = usePageSettled();
  const enabled = settled && active && isInformation === 1 && !passwordDue && !closed;
  const info = usePersonnelInfo(enabled);
  if (!enabled || !info.data || !shouldOpenPersonnel(info.data)) return null;
  return (
    <WithAntd services={services} prompt fallback={null}>
      <PersonnelModal
        info={info.data}
        onDismiss={() => setClosed(true)}
        onSubmitted={() => setClosed(true)}
      />
    </WithAntd>
  );
}
