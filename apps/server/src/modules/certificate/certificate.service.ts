import {
  CERTIFICATE_LIMITS,
  VERIFY_CODE_RE,
  type TCertificateVerification,
  type TMyCertificate,
  type ZMyCertificateQuery,
} from '@ascent/shared/certificate';
import type { z } from 'zod';
import type { TPage } from '@ascent/shared/admin';
import type { Actor } from '../../core/context.ts';
import type { Db } from '../../db/client.ts';
import { fail } from '../../core/errors.ts';
import type { SharedState } from '../../infra/state/shared-state.ts';
import { createCertificateRepository } from './certificate.repository.ts';
import { toMyCertificate, toVerification } from './certificate.mapper.ts';
import type { CertificatePdfs } from './certificate-pdf.service.ts';
import type { CertificateDirectory } from './certificate-people.ts';

/** Public look-ups: at most 10 unknown codes per address in 15 minutes (then all refused). */
export const VERIFY_LIMITS = { unknownPerWindow: 10, windowMinutes: 15 } as const;

const DAY_MS = 86_400_000;

/** The learner's certificates (/mine/certificate, /mine/dangerous) and the public verification. */
export function createCertificateService(deps: {
  db: Db;
  state: SharedState;
  pdfs: CertificatePdfs;
  directory: CertificateDirectory;
  now?: () => Date;
}) {
  const repo = createCertificateRepository(deps.db);
  const now = deps.now ?? (() => new Date());

  const page = (
    rows: { rows: Parameters<typeof toMyCertificate>[0][]; total: number },
    q: { page: number; pageSize: number },
  ): TPage<TMyCertificate> => {
    const at = now().getTime();
    return {
      list: rows.rows.map((r) => toMyCertificate(r, at)),
      total: rows.total,
      page: q.page,
      pageSize: q.pageSize,
    };
  };

  return {
    async mine(
      actor: Actor,
      q: z.output<typeof ZMyCertificateQuery>,
    ): Promise<TPage<TMyCertificate>> {
      return page(await repo.mine(actor.userId, (q.page - 1) * q.pageSize, q.pageSize), q);
    },

    /** Not revoked, and expired or expiring within 30 days: soonest first. */
    async dangerous(
      actor: Actor,
      q: z.output<typeof ZMyCertificateQuery>,
    ): Promise<TPage<TMyCertificate>> {
      const until = new Date(now().getTime() + CERTIFICATE_LIMITS.dangerousDays * DAY_MS);
      return page(
        await repo.dangerous(actor.userId, until, (q.page - 1) * q.pageSize, q.pageSize),
        q,
      );
    },

    /** The holder's PDF; anyone else is told it does not exist. */
    async pdf(actor: Actor, id: number): Promise<{ bytes: Uint8Array; name: string }> {
      const row = await repo.byId(id);
      if (!row || row.userId !== actor.userId || row.companyId !== actor.companyId)
        throw fail('certificate.notFound');
      if (row.status === 'revoked') throw fail('certificate.revokedNoDownload');
      return { bytes: await deps.pdfs.pdfOf(row), name: `${row.title}-${row.number}.pdf` };
    },

    /**
     * The public verification. Codes that are well-formed but unknown count against the
     * caller's address in shared state; past the limit every look-up is refused for the window.
     */
    async verify(rawCode: string, ip: string): Promise<TCertificateVerification> {
      const key = `cert-verify:${ip}`;
      if (Number((await deps.state.get(key)) ?? 0) >= VERIFY_LIMITS.unknownPerWindow)
        throw fail('certificate.verifyThrottled');
      const code = rawCode.replace(/[\s-]/g, '');
      const row = VERIFY_CODE_RE.test(code) ? await repo.byCode(code) : undefined;
      if (!row) {
        await deps.state.incr(key, VERIFY_LIMITS.windowMinutes * 60);
        return toVerification(undefined, '', now().getTime());
      }
      const [holder] = await deps.directory.find(row.companyId, [row.userId]);
      return toVerification(row, holder ? holder.realName || holder.account : '', now().getTime());
    },
  };
}
export type CertificateService = ReturnType<typeof createCertificateService>;
