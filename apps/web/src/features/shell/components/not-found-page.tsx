import { NotFoundResult } from '@ascent/client/app';
import { services, useSession } from '../../../app/services.ts';
import { MainLayout } from './main-layout.tsx';

/**
 * A path the site does not have (an unknown one, or a spec area not built yet: its route is
 * not registered). Signed in, it keeps the site's shell (header, menu, footer) around the
 * 404 and its way home; signed out, the 404 alone with the way to the login page.
 */
export function NotFoundPage() {
  const signedIn = useSession((s) => s.token !== '');
  if (!signedIn) return <NotFoundResult services={services} />;
  return (
    <MainLayout>
      <NotFoundResult services={services} centered={false} />
    </MainLayout>
  );
}
