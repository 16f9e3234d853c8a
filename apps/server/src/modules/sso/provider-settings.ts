import type { ChangeRecorder } from '../../core/change-log.ts';
import type { Actor } from '../../core/context.ts';
import { fail } from '../../core/errors.ts';
import type { SecretBox } from '../../core/secret-box.ts';
import type { Db } from '../../db/client.ts';
import { createSsoRepository, type NewSsoProvider, type SsoProviderRow } from './sso.repository.ts';

/** What saving an identity provider's settings needs (the sso module's services share it). */
export interface ProviderSettingsDeps {
  db: Db;
  secrets: SecretBox;
  departmentInCompany: (companyId: number, departmentId: number) => Promise<boolean>;
  record: ChangeRecorder;
}

/**
 * Saves the company's provider of one kind (OIDC, a suite, IAM, partner): the department for new
 * accounts must be the company's; a new secret is sealed (an empty one keeps the stored secret);
 * the row and the operation log entry (entity `sso`, summary the kind) are written in one
 * transaction, the secret never logged: only whether it was replaced. Answers the saved row.
 */
export async function saveProviderSettings<S extends object>(
  deps: ProviderSettingsDeps,
  actor: Actor,
  ip: string,
  change: {
    values: Omit<NewSsoProvider, 'companyId' | 'clientSecret'> & {
      createDepartmentId: number | null;
    };
    /** A new secret in the clear; '' or undefined keeps the stored one. */
    secret: string | undefined;
    /** The settings as the admin site reads them (the log shows these, without `hasSecret`). */
    shown: (row: SsoProviderRow) => S;
  },
): Promise<SsoProviderRow> {
  const { values } = change;
  if (
    values.createDepartmentId !== null &&
    !(await deps.departmentInCompany(actor.companyId, values.createDepartmentId))
  )
    throw fail('sso.createDepartment');
  const sealed = change.secret ? await deps.secrets.seal(change.secret) : undefined;
  return deps.db.transaction(async (tx) => {
    const repo = createSsoRepository(tx);
    const before = await repo.provider(actor.companyId, values.kind);
    const row = await repo.saveProvider({
      ...values,
      companyId: actor.companyId,
      clientSecret: sealed ?? before?.clientSecret ?? '',
    });
    const logged = (r: SsoProviderRow) => ({ ...change.shown(r), hasSecret: undefined });
    await deps.record(tx, actor, ip, {
      action: before ? 'update' : 'create',
      entity: 'sso',
      entityId: row.id,
      summary: values.kind,
      before: before ? logged(before) : undefined,
      after: { ...logged(row), secret: sealed ? '(replaced)' : '(kept)' },
    });
    return row;
  });
}
