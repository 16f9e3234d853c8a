import { useCompanyInfo } from '@ascent/client/app';
import { LoadFailed } from '@ascent/client/ui';
import { services, useSession } from '../../../app/services.ts';
import { useProfile } from '../../shell/hooks/use-profile.ts';
import { WelcomeCard, WelcomeCardSkeleton } from '../components/welcome-card.tsx';
import { StudyHome } from '../../home-study/components/study-home.tsx';

/**
 * /study (and /): the learner's home, made without the component kit (no antd, no icons, no
 * zod): the greeting, then the study content, each holding its place while it loads.
 */
export function HomePage() {
  const profile = useProfile();
  const company = useCompanyInfo(services);
  const unread = useSession((s) => s.msgCount);
  return (
    <div className="page home-page">
      {profile.isPending ? (
        <WelcomeCardSkeleton />
      ) : profile.isError ? (
        <LoadFailed error={profile.error} onRetry={() => void profile.refetch()} />
      ) : (
        <WelcomeCard
          profile={profile.data}
          companyName={company.data?.companyName ?? ''}
          unread={unread}
        />
      )}
      <StudyHome />
    </div>
  );
}
