import type { Locale } from '@ascent/shared/i18n';
import { translate } from '@ascent/shared/errors';
import { APPROVAL_STATUS } from '@ascent/shared/common';
import {
  BUILT_IN_FIELD_KEYS,
  flattenPersonnelValues,
  validatePersonnelInfo,
  type BuiltInFieldKey,
  type TEditIsInformationRequest,
  type TEditIsInformationResponse,
  FIELD_TYPE,
  filterFieldOptions,
  localizeFieldOptions,
  type TCustomer,
  type TCustomerFieldOptions,
  type TCustomerFieldOptionsQuery,
  type TInformationDetail,
  type TIsInformationResponse,
} from '@ascent/shared/profile';
import type { Actor } from '../../core/context.ts';
import { isUniqueViolation } from '../../core/db-errors.ts';
import { AppError, fail } from '../../core/errors.ts';
import { inCompany, requireRole } from '../../core/access.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { UserRow } from '../user/user.service.ts';
import type { AuditHandler } from '../audit/audit.registry.ts';
import type { PersonnelRepository } from './personnel.repository.ts';
import { toEditField } from './personnel.mapper.ts';
import {
  buildPersonnelPayload,
  describePersonnel,
  displayValue,
  PERSONNEL_AUDIT_TYPE,
  type PersonnelApprovals,
} from './personnel.audit.ts';

const isBuiltIn = (key: string): key is BuiltInFieldKey =>
  (BUILT_IN_FIELD_KEYS as readonly string[]).includes(key);

/** The built-in values as the form shows them (department as its id). */
function builtInValues(user: UserRow): Record<BuiltInFieldKey, string> {
  return {
    realName: user.realName,
    mobile: user.mobile,
    email: user.email,
    sex: user.sex ? String(user.sex) : '',
    department: user.departmentId ? String(user.departmentId) : '',
    position: user.position,
    birthday: user.birthday,
  };
}

export function createPersonnelService(deps: {
  db: Db;
  personnel: (db: DbOrTx) => PersonnelRepository;
  findUser: (userId: number) => Promise<UserRow | undefined>;
  /** Writes built-in values to the user row and clears needsInformation, inside tx. */
  applyToUser: (
    tx: DbOrTx,
    userId: number,
    values: Partial<Record<BuiltInFieldKey, string>>,
  ) => Promise<void>;
  departmentExists: (companyId: number, departmentId: number) => Promise<boolean>;
  /** The same check inside a transaction (PGlite has one connection: no reads beside tx). */
  departmentExistsIn: (tx: DbOrTx, companyId: number, departmentId: number) => Promise<boolean>;
  departmentNames: (companyId: number, ids: number[]) => Promise<Map<number, string>>;
  approvals: PersonnelApprovals;
  /** After a commit: these people's kept profiles go (the user module). */
  profilesChanged: (userIds: number[]) => Promise<void>;
  /** The caller's company as `me/{platform}/customer` shows it (company module). */
  companyOf: (companyId: number) => Promise<{
    id: number;
    name: string;
    customerCode: string;
    logo1: string;
    logo2: string;
    isInformation: number;
  }>;
}) {
  const repo = deps.personnel(deps.db);

  /**
   * Applies a submission's values: custom ones to personnel_values, built-in ones to the user
   * (clearing needsInformation). The one path for a direct submission and an approved one.
   */
  async function applyValues(
    tx: DbOrTx,
    companyId: number,
    userId: number,
    values: Record<string, string>,
  ): Promise<void> {
    if (
      values.department &&
      !(await deps.departmentExistsIn(tx, companyId, Number(values.department)))
    )
      throw fail('department.notFound', undefined, { field: 'department' });
    const builtIns: Partial<Record<BuiltInFieldKey, string>> = {};
    const custom: Record<string, string> = {};
    for (const [key, value] of Object.entries(values)) {
      if (isBuiltIn(key)) builtIns[key] = value;
      else custom[key] = value;
    }
    await deps.personnel(tx).upsertValues(userId, custom);
    await deps.applyToUser(tx, userId, builtIns);
  }

  /** The submission a receipt of type 2 stands for, while it is still under review. */
  async function reviewingSubmission(tx: DbOrTx, resourceId: number) {
    const submission = await deps.personnel(tx).findSubmission(resourceId);
    if (!submission || submission.status !== APPROVAL_STATUS.reviewing)
      throw fail('audit.notReviewing');
    return submission;
  }

  /** Audit type 2: what approval, rejection and withdrawal do to a submission. */
  const auditHandler: AuditHandler = {
    type: PERSONNEL_AUDIT_TYPE,
    name: (locale) => translate('audit.typePersonnel', locale),
    async onApproved(tx, receipt) {
      const submission = await reviewingSubmission(tx, receipt.resourceId);
      await applyValues(tx, submission.companyId, submission.userId, submission.values);
      await deps.personnel(tx).decideSubmission(submission.id, {
        status: APPROVAL_STATUS.passed,
        decidedBy: receipt.decidedBy,
      });
    },
    // Applied (or not) for good: the applicant's profile shows it on their next call.
    async afterDecided(receipt) {
      await deps.profilesChanged([receipt.applicantId]);
    },
    async onRejected(tx, receipt, reason) {
      const submission = await reviewingSubmission(tx, receipt.resourceId);
      await deps.personnel(tx).decideSubmission(submission.id, {
        status: APPROVAL_STATUS.rejected,
        rejectReason: reason,
        decidedBy: receipt.decidedBy,
      });
    },
    async onWithdrawn(tx, receipt) {
      const submission = await reviewingSubmission(tx, receipt.resourceId);
      await deps.personnel(tx).decideSubmission(submission.id, {
        status: APPROVAL_STATUS.withdrawn,
        decidedBy: receipt.applicantId,
      });
    },
    describe: (receipt, locale) => describePersonnel(receipt.payload, locale),
  };

  /** The receipt's snapshot: the submitted values beside the current ones, readable. */
  async function payloadOf(
    actor: Actor,
    rows: Awaited<ReturnType<PersonnelRepository['fieldsOf']>>,
    fields: ReturnType<typeof toEditField>[],
    values: Record<string, string>,
  ) {
    const [custom, user] = await Promise.all([
      repo.valuesOf(actor.userId),
      deps.findUser(actor.userId),
    ]);
    const current = { ...custom, ...(user ? builtInValues(user) : {}) };
    const deptIds = [values.department, current.department].filter(Boolean).map(Number);
    const names = await deps.departmentNames(actor.companyId, deptIds);
    return buildPersonnelPayload(rows, fields, values, current, names);
  }

  /** Select and tree fields take options; the department is a tree of departments instead. */
  const hasOptions = (row: { key: string; type: number }) =>
    (row.type === FIELD_TYPE.select || row.type === FIELD_TYPE.tree) && row.key !== 'department';

  return {
    auditHandler,

    /**
     * GET me/{platform}/customer: the caller's company and every personnel field it defines,
     * in its order, with the name in the caller's language (options: the list call).
     */
    async customer(actor: Actor, platform: number, locale: Locale): Promise<TCustomer> {
      const [company, rows, latest] = await Promise.all([
        deps.companyOf(actor.companyId),
        repo.fieldsOf(actor.companyId),
        repo.latestSubmission(actor.userId),
      ]);
      const editable = latest?.status !== APPROVAL_STATUS.reviewing;
      return {
        id: company.id,
        name: company.name,
        code: company.customerCode,
        logo: company.logo1 || company.logo2,
        platform,
        isInformation: company.isInformation,
        fields: rows.map((r) => {
          const f = toEditField(r, locale);
          return {
            id: r.id,
            key: f.key,
            name: f.name,
            defaultField: f.defaultField,
            type: f.type,
            required: true,
            editable,
            hasOptions: hasOptions(r),
            len: f.len,
            isCheck: f.isCheck,
            isSelectChild: f.isSelectChild,
          };
        }),
      };
    },

    /**
     * GET me/customer/field/{id}/list: one page of a select or tree field's options in the
     * caller's language; another company's, a disabled or an unknown field is 'not found', a
     * field without options is refused.
     */
    async fieldOptions(
      actor: Actor,
      id: number,
      query: TCustomerFieldOptionsQuery,
      locale: Locale,
    ): Promise<TCustomerFieldOptions> {
      const row = inCompany(
        actor.companyId,
        await repo.findField(actor.companyId, id),
        'field.notFound',
      );
      if (!row.enabled) throw fail('field.notFound');
      if (!hasOptions(row)) throw fail('field.noOptions');
      const all = filterFieldOptions(
        localizeFieldOptions(row.fieldOptions, locale),
        query.keyword ?? '',
      );
      const start = (query.page - 1) * query.pageSize;
      return {
        id: row.id,
        key: row.key,
        type: row.type as TCustomerFieldOptions['type'],
        list: all.slice(start, start + query.pageSize),
        total: all.length,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    /**
     * GET InformationDetail?id=: a submission with each submitted value beside the applicant's
     * current one, for the applicant, the approvers of its receipt and the company's admins
     * (the rule of MeetingReservationDetail); anyone else ret 7.
     */
    async informationDetail(actor: Actor, id: number, locale: Locale): Promise<TInformationDetail> {
      const submission = inCompany(
        actor.companyId,
        await repo.findSubmission(id),
        'profile.submissionNotFound',
      );
      requireRole(
        submission.userId === actor.userId ||
          actor.isAdmin ||
          (await deps.approvals.partyOfAny(actor, PERSONNEL_AUDIT_TYPE, [submission.id])),
        'audit.notParty',
      );
      const [rows, custom, user] = await Promise.all([
        repo.fieldsOf(actor.companyId),
        repo.valuesOf(submission.userId),
        deps.findUser(submission.userId),
      ]);
      const current: Record<string, string> = { ...custom, ...(user ? builtInValues(user) : {}) };
      const sent = submission.values;
      const deptIds = [sent.department, current.department, user?.departmentId]
        .filter(Boolean)
        .map(Number);
      const names = await deps.departmentNames(actor.companyId, deptIds);
      const fields = new Map(rows.map((r) => [r.key, toEditField(r, locale)]));
      return {
        id: submission.id,
        applicant: {
          userId: submission.userId,
          account: user?.account ?? '',
          realName: user?.realName ?? '',
          departmentName: user?.departmentId ? (names.get(user.departmentId) ?? '') : '',
        },
        status: submission.status,
        rejectReason: submission.rejectReason,
        createdAt: submission.createdAt.toISOString(),
        decidedAt: submission.decidedAt?.toISOString() ?? null,
        // In the company's field order (jsonb keeps no order); a field deleted or disabled
        // since comes last, with its key as its label.
        items: [
          ...rows.map((r) => r.key).filter((key) => key in sent),
          ...Object.keys(sent).filter((key) => !fields.has(key)),
        ].map((key) => {
          const field = fields.get(key);
          const show = (raw: string) => (field ? displayValue(field, raw, names) : raw);
          const submitted = show(sent[key] ?? '');
          const now = show(current[key] ?? '');
          return {
            key,
            label: field?.name ?? key,
            submitted,
            current: now,
            changed: (sent[key] ?? '') !== (current[key] ?? ''),
          };
        }),
      };
    },

    /** study/me/IsInformation: the fields to fill, the last rejection, the current values. */
    async info(actor: Actor, locale: Locale): Promise<TIsInformationResponse> {
      const [rows, custom, latest, user] = await Promise.all([
        repo.fieldsOf(actor.companyId),
        repo.valuesOf(actor.userId),
        repo.latestSubmission(actor.userId),
        deps.findUser(actor.userId),
      ]);
      const needs = user?.needsInformation ?? false;
      // After a rejection or a withdrawal the form starts from what was sent, to be fixed.
      const sent: Record<string, string> =
        latest?.status === APPROVAL_STATUS.rejected || latest?.status === APPROVAL_STATUS.withdrawn
          ? latest.values
          : {};
      const fields: Record<string, string> = {
        ...custom,
        ...(user ? builtInValues(user) : {}),
        ...sent,
      };
      return {
        // Without the options: the form loads them through me/customer/field/{id}/list.
        editField: needs
          ? rows.map((r) => {
              const { fieldOptions: _options, ...field } = toEditField(r, locale);
              return field;
            })
          : [],
        reject:
          latest?.status === APPROVAL_STATUS.rejected ? { reason: latest.rejectReason } : null,
        memberJson: { fields: Object.fromEntries(rows.map((r) => [r.key, fields[r.key] ?? ''])) },
        pending: latest?.status === APPROVAL_STATUS.reviewing,
      };
    },

    /**
     * EditIsInformation (and V2): every configured field checked with the shared rule, the
     * department checked against the company's tree. With an active approval template for
     * personnel information (audit type 2) the submission waits for its approvers (status 1,
     * a receipt opened, nothing applied); without one it applies at once. Refused while an
     * earlier submission is under review.
     */
    async submit(
      actor: Actor,
      locale: Locale,
      body: TEditIsInformationRequest,
    ): Promise<TEditIsInformationResponse> {
      const rows = await repo.fieldsOf(actor.companyId);
      if (!rows.length) throw fail('profile.infoNotRequired');
      const fields = rows.map((r) => toEditField(r, locale));
      const flat = flattenPersonnelValues(body);
      const unknown = Object.keys(flat).filter((k) => !fields.some((f) => f.key === k));
      if (unknown.length) throw fail('validation.unknownField', { name: unknown.join(', ') });
      const errors = validatePersonnelInfo(fields, flat);
      const firstKey = fields.find((f) => errors[f.key])?.key;
      if (firstKey) throw new AppError(1, errors[firstKey]!, undefined, { field: firstKey });
      if (
        flat.department &&
        !(await deps.departmentExists(actor.companyId, Number(flat.department)))
      ) {
        throw fail('department.notFound', undefined, { field: 'department' });
      }
      // Every configured field, in the configured order.
      const values = Object.fromEntries(fields.map((f) => [f.key, flat[f.key] ?? '']));
      // Read before the transaction: inside it, only the transaction's own connection is used.
      const payload = await payloadOf(actor, rows, fields, values);
      try {
        const result = await deps.db.transaction(async (tx) => {
          const txRepo = deps.personnel(tx);
          const latest = await txRepo.latestSubmission(actor.userId);
          if (latest?.status === APPROVAL_STATUS.reviewing) throw fail('profile.infoPending');
          if (
            !(await deps.approvals.hasActiveTemplate(tx, actor.companyId, PERSONNEL_AUDIT_TYPE))
          ) {
            await txRepo.insertSubmission({
              companyId: actor.companyId,
              userId: actor.userId,
              values,
              status: APPROVAL_STATUS.passed,
              decidedAt: new Date(),
            });
            await applyValues(tx, actor.companyId, actor.userId, values);
            return { status: 'applied' as const, audit: null };
          }
          const submission = await txRepo.insertSubmission({
            companyId: actor.companyId,
            userId: actor.userId,
            values,
            status: APPROVAL_STATUS.reviewing,
          });
          const opened = await deps.approvals.open(tx, {
            companyId: actor.companyId,
            type: PERSONNEL_AUDIT_TYPE,
            resourceId: submission.id,
            applicant: { userId: actor.userId, roles: actor.roles },
            payload,
          });
          return { status: 'pending' as const, audit: opened };
        });
        // Applied at once: the person's profile shows it on their next call, in any process.
        if (result.status === 'applied') await deps.profilesChanged([actor.userId]);
        return result;
      } catch (err) {
        // Two submissions racing past the check meet the one-under-review index.
        if (isUniqueViolation(err, 'personnel_submissions_reviewing_uq'))
          throw fail('profile.infoPending');
        throw err;
      }
    },
  };
}
export type PersonnelService = ReturnType<typeof createPersonnelService>;
