/**
 * The admin site's exam calls and the reviewers' calls beyond the contracts of
 * `@ascent/shared/exam` (which holds ZExamSave, ZExamAdminList, ZExamAttemptList, ZReviewSave
 * and their answers): ids, the export filter, the reviewer picker, and the IP range rule the
 * editor and the server both apply.
 */
import { z } from 'zod';
import { messageRef } from '../errors/index.ts';
import { zId, zOptionalText } from '../validators/index.ts';
import { zPageOf } from '../api/index.ts';
import {
  ATTEMPT_STATUSES,
  ZExamAdminDetail,
  ZReviewMemberRow,
  type ZReviewQuestion,
  ZReviewSheet,
} from '../exam/index.ts';

/** POST /api/manage/exam/detail | publish | unpublish */
export const ZExamId = z.strictObject({ id: zId });

/** The editor's view of an exam: the contract's detail and what the editor locks or shows. */
export const ZExamAdminDetailView = ZExamAdminDetail.extend({
  /** Attempts so far: once there are any, the paper cannot change. */
  attemptCount: z.number().int(),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type ExamAdminDetailView = z.infer<typeof ZExamAdminDetailView>;

/** POST /api/manage/exam/delete */
export const ZExamIds = z.strictObject({
  ids: z
    .array(zId, { error: messageRef('common.parameterError') })
    .min(1, { error: messageRef('validation.required') })
    .max(100, { error: messageRef('common.parameterError') }),
});

/** POST /api/manage/exam/attempts/export: every attempt of one exam (the results page's filter). */
export const ZExamAttemptExport = z.strictObject({
  examId: zId,
  status: z.enum(ATTEMPT_STATUSES).optional(),
});
export type TExamAttemptExport = z.infer<typeof ZExamAttemptExport>;
/** An export holds at most this many attempts. */
export const EXAM_EXPORT_MAX_ROWS = 50_000;

/** POST /api/manage/exam/reviewers: people who may mark (role exam_reviewer, or administrators). */
export const ZReviewerSearch = z.strictObject({ keyword: zOptionalText(50) });
export const ZReviewerCandidate = z.object({
  id: z.number().int(),
  account: z.string(),
  realName: z.string(),
});
export type ReviewerCandidate = z.infer<typeof ZReviewerCandidate>;
/** How many candidates one search returns. */
export const REVIEWER_SEARCH_LIMIT = 20;

/** GET /api/study/exam/review/:attemptId */
export const ZReviewAttemptParam = z.object({ attemptId: zId });

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

/** An IPv4 address as a number (0 to 2^32-1), or null. */
export function ipv4ToNumber(ip: string): number | null {
  if (!IPV4.test(ip)) return null;
  return ip.split('.').reduce((n, part) => n * 256 + Number(part), 0);
}

/**
 * True for an allowed-IP entry of an exam: one IPv4 address (10.0.0.7), a CIDR block
 * (10.0.0.0/8, prefix 0 to 32) or a range low-high (10.0.0.1-10.0.0.99, low not above high).
 */
export function isIpRange(text: string): boolean {
  const s = text.trim();
  const slash = s.split('/');
  if (slash.length === 2) {
    const [ip, bits] = slash as [string, string];
    return ipv4ToNumber(ip) !== null && /^(3[0-2]|[12]?\d)$/.test(bits);
  }
  const dash = s.split('-');
  if (dash.length === 2) {
    const low = ipv4ToNumber(dash[0]!.trim());
    const high = ipv4ToNumber(dash[1]!.trim());
    return low !== null && high !== null && low <= high;
  }
  return ipv4ToNumber(s) !== null;
}

/** A question on the reviewer's sheet; a case's sub-questions carry their own answers and marks. */
export type ReviewQuestionView = z.infer<typeof ZReviewQuestion>;

/** GET /api/study/exam/review/:attemptId: the contract's sheet with the totals the screen shows. */
export const ZReviewSheetView = ZReviewSheet.extend({
  totalScore: z.number(),
  passScore: z.number(),
  /** The attempt's score so far (objective plus the marks given), null until first settled. */
  score: z.number().nullable(),
  /** Parts still without a mark. */
  unmarked: z.number().int(),
});
export type ReviewSheetView = z.infer<typeof ZReviewSheetView>;

/** POST /api/study/me/review/members: a page of attempts with the exam's name and counts. */
export const ZReviewMembersPage = zPageOf(ZReviewMemberRow).extend({
  examName: z.string(),
  pending: z.number().int(),
  marked: z.number().int(),
});
export type ReviewMembersPage = z.infer<typeof ZReviewMembersPage>;
