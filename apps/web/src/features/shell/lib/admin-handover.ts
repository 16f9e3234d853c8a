import { handoverUrl } from '@ascent/shared/handover';
import { ADMIN_PATH } from './header-gates.ts';

export interface AdminSiteOptions {
  /** Where to land on the admin site (a /manage path); the dashboard when absent. */
  redirect?: string | null;
  /** Open it in a new window (platform useNewWindow). */
  newWindow?: boolean;
}

/**
 * Opens the admin site signed in (issue 3 hand-over): asks for a single-use code and goes to
 * /manage/handover?code=..., which trades it for an admin session. Without a code (the call
 * failed) the admin site's own login page comes up instead. A new window is opened at once,
 * inside the click, so that pop-up blockers let it through.
 */
export async function openAdminSite(
  createCode: () => Promise<string>,
  opts: AdminSiteOptions = {},
  win: Pick<Window, 'open' | 'location'> = window,
): Promise<void> {
  const tab = opts.newWindow ? win.open('', '_blank') : null;
  if (tab) tab.opener = null;
  let url: string;
  try {
    url = handoverUrl(await createCode(), opts.redirect);
  } catch {
    url = opts.redirect ?? ADMIN_PATH;
  }
  if (tab) tab.location.href = url;
  else win.location.assign(url);
}
