import { useCompanyInfo } from '@ascent/client/app';
import { LoadFailed, PageSpin } from '@ascent/client/ui';
import { services, useSession } from '../../../app/services.ts';
import { useProfile } from '../../shell/hooks/use-profile.ts';
import { WelcomeCard } from '../components/welcome-card.tsx';
import { StudyHome } from '../../home-study/components/study-home.tsx';

/** /study (and /): the learner's home. */
export function HomePage() {
  const profile = useProfile();
  const company = useCompanyInfo(services);
  const unread = useSession((s) => s.msgCount);
  if (profile.isPending) return <PageSpin />;
  if (profile.isError)
    return <LoadFailed error={profile.error} onRetry={() => void profile.refetch()} />;
  return (
    <div className="page">
      <WelcomeCard
        profile={profile.data}
        companyName={company.data?.companyName ?? ''}
        unread={unread}
      />
      <StudyHome />
    </div>
  );
}
