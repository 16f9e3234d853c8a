import { companyInfoQuery, platformConfigQuery, prefetchFirstData } from '@ascent/client/app';
import { services } from '../../../app/services.ts';
import { headerMenuQuery } from '../hooks/use-header-menu.ts';
import { profileQuery } from '../hooks/use-profile.ts';

/**
 * The signed-in shell's first data, started beside the layout's code when it is the first page
 * (the platform's and the company's config, the person, the menu: landing-pages.ts
 * `SHELL_CALLS`). The first render waits for it: answers landing one by one after it redrew the
 * whole page each time, in one long task (issue 14, TBT).
 */
export function prefetchShell(): Promise<unknown> {
  return Promise.all(
    [platformConfigQuery(services), companyInfoQuery(services), profileQuery, headerMenuQuery].map(
      (query) => prefetchFirstData<unknown>(services, query),
    ),
  );
}
