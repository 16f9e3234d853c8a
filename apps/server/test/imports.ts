import { expect } from 'vitest';
import type { TImportDetail, TImportStarted } from '@ascent/shared/import';
import type { CallOptions, CallResult, createTestClient } from './http.ts';

/**
 * Uploads a sheet to an import call and, when the import has started, waits until its job has
 * run (import.service.ts): the answer then reads as the import's outcome in the envelope's terms,
 * `ret` 0 with its message and report when done, `ret` 1 with the reason when it failed. A
 * refused upload (no file, too large, no right) is the call's own answer.
 */
export async function runImport<R>(
  api: ReturnType<typeof createTestClient>,
  path: string,
  opts: CallOptions & { token: string },
): Promise<CallResult<R>> {
  const res = await api.call<TImportStarted>('POST', path, opts);
  if (res.body.ret !== 0) return res as unknown as CallResult<R>;
  const id = res.body.data.importId;
  let detail: TImportDetail | undefined;
  await expect
    .poll(
      async () => {
        const read = await api.post<TImportDetail>(
          '/api/study/me/import/detail',
          { id },
          { token: opts.token, lang: opts.lang },
        );
        detail = read.body.data;
        return detail.state;
      },
      { timeout: 30_000, interval: 50 },
    )
    .toMatch(/^(done|failed)$/);
  const done = detail!.state === 'done';
  return {
    ...res,
    body: {
      ret: done ? 0 : 1,
      msg: detail!.message ?? '',
      data: (done ? detail!.result : null) as R,
    },
  };
}
