// The hand-over page's address, apart from the schemas (index.ts): the login page builds it without loading zod.

/**
 * The learner site -> admin site hand-over (issue 3): an administrator signed in on the learner
 * site asks for a single-use code (60 s) and opens /manage/handover?code=...; the admin site
 * trades the code for a new admin session. The code is dead once used or expired.
 */
export const HANDOVER_PATH = '/manage/handover';

/** The admin site's hand-over URL, carrying where to go afterwards when it is not the dashboard. */
export function handoverUrl(code: string, redirect?: string | null): string {
  const q = `code=${encodeURIComponent(code)}`;
  return `${HANDOVER_PATH}?${q}${redirect ? `&redirect=${encodeURIComponent(redirect)}` : ''}`;
}
