import { AUDIT_TYPE, type TAuditLine, type TAuditLink } from '@ascent/shared/audit';
import { translate } from '@ascent/shared/errors';
import type { Locale } from '@ascent/shared/i18n';
import type { SignupKind } from '@ascent/shared/signup';
import type { Actor } from '../../core/context.ts';
import type { DbOrTx } from '../../db/client.ts';

/**
 * Sign-ups through approval (audit type 3): the receipt's snapshot, the lines the approvers
 * read, and the narrow part of the audit module the sign-up service uses.
 */

export const SIGNUP_AUDIT_TYPE = AUDIT_TYPE.signup;

/** The built-in personnel fields a kind-2 sign-up snapshots (labels: signup.<key>). */
export const PERSONNEL_SNAPSHOT_KEYS = [
  'realName',
  'mobile',
  'email',
  'department',
  'position',
] as const;

export interface SignupPayload {
  signupId: number;
  title: string;
  kind: SignupKind;
  /** Kind 3: the admin's field labels with the answers; kind 2: snapshot keys with values. */
  items: { key: string; label: string | null; value: string }[];
  reservation: {
    room: string;
    place: string;
    startAt: string;
    endAt: string;
    attendees: number;
    purpose: string;
  } | null;
  /** Kind 5: the course it enrols into (receipts opened before issue 22 have none). */
  courseId?: number;
}

/** What the sign-up service needs of approvals (served by the audit module). */
export interface SignupApprovals {
  hasActiveTemplate(tx: DbOrTx, companyId: number, type: number): Promise<boolean>;
  open(
    tx: DbOrTx,
    input: {
      companyId: number;
      type: number;
      resourceId: number;
      applicant: { userId: number; roles: string[] };
      payload: SignupPayload;
    },
  ): Promise<{ auditId: number; resourceId: number; nodeId: number; firstNodeApprover: boolean }>;
  /** Withdraws the applicant's receipt (runs the handler's onWithdrawn in its transaction). */
  withdraw(actor: Actor, input: { auditId: number }): Promise<unknown>;
  /** Reads a receipt: refuses (ret 7) anyone but the applicant and its approvers. */
  detail(actor: Actor, auditId: number, locale: Locale): Promise<unknown>;
  /** The caller is the applicant or an approver of a receipt of `type` for one of the ids. */
  partyOfAny(actor: Actor, type: number, resourceIds: number[]): Promise<boolean>;
}

const isPayload = (p: unknown): p is SignupPayload =>
  !!p && typeof p === 'object' && Array.isArray((p as SignupPayload).items);

/** A time as approvers read it: `YYYY-MM-DD HH:mm` (UTC, marked). */
const readable = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

/** The lines of a sign-up receipt in the caller's language. */
export function describeSignup(
  payload: unknown,
  locale: Locale,
): { title: string; lines: TAuditLine[]; links?: TAuditLink[] } {
  const title = translate('signup.typeName', locale);
  if (!isPayload(payload)) return { title, lines: [] };
  const lines: TAuditLine[] = [
    { label: translate('signup.lineTitle', locale), value: payload.title },
    {
      label: translate('signup.lineKind', locale),
      value: translate(`signup.kind${payload.kind}`, locale),
    },
    ...payload.items.map((i) => ({
      label: i.label ?? translate(`signup.${i.key}`, locale),
      value: i.value,
    })),
  ];
  const r = payload.reservation;
  if (r)
    lines.push(
      { label: translate('signup.lineRoom', locale), value: `${r.room} (${r.place})` },
      {
        label: translate('signup.lineTime', locale),
        value: `${readable(r.startAt)} - ${readable(r.endAt)}`,
      },
      { label: translate('signup.lineAttendees', locale), value: String(r.attendees) },
      { label: translate('signup.linePurpose', locale), value: r.purpose },
    );
  const links: TAuditLink[] = payload.courseId ? [{ kind: 'course', id: payload.courseId }] : [];
  return { title: `${title}: ${payload.title}`, lines, links };
}
