import { z } from 'zod';
import { messageRef } from '../errors/index.ts';
import { ZListQuery } from '../admin/index.ts';
import { richTextIsEmpty, richTextToPlain } from '../rich-text/index.ts';
export * from './stream-event.ts';

/**
 * Messages and announcements (issue 3): an administrator sends an announcement to everyone,
 * departments (with their sub-departments) or people; each recipient gets a message in
 * /mine/msg. An announcement's content is rich text (sanitised HTML); the messages the product
 * writes itself (type system, audit...) are plain text with their line breaks.
 */
export const MESSAGE_LIMITS = {
  titleMax: 100,
  /** The stored HTML of an announcement (its formatting counts). */
  contentMax: 20_000,
  /** Departments or people one announcement may name. */
  audienceMax: 1000,
  /** Rows per page of the learner's inbox. */
  pageSizeMax: 100,
  /** Messages one batchread/batchdel call may name. */
  batchMax: 500,
  /** People the recipient search returns. */
  searchLimit: 20,
  /** Lifetime of a stream ticket and of an admin hand-over code, seconds. */
  ticketSeconds: 60,
} as const;

/** study/me/message/count, and the `count` event of the message stream. */
export const ZMessageCount = z.object({ count: z.number().int() });
export type TMessageCount = z.infer<typeof ZMessageCount>;

const id = z.coerce
  .number({ error: messageRef('common.parameterError') })
  .int({ error: messageRef('common.parameterError') })
  .positive({ error: messageRef('common.parameterError') })
  .max(2_147_483_647, { error: messageRef('common.parameterError') });

const idArray = z
  .array(id, { error: messageRef('common.parameterError') })
  .max(MESSAGE_LIMITS.audienceMax, { error: messageRef('common.parameterError') });

/** An audience as stored and answered: the shape ZAudience makes of a request's. */
export const ZAudienceValue = z.union([
  z.object({ all: z.literal(true) }),
  z.object({ departmentIds: z.array(z.number().int()) }),
  z.object({ userIds: z.array(z.number().int()) }),
]);
export type TAudience = z.infer<typeof ZAudienceValue>;

/**
 * Who receives an announcement: exactly one of everyone (`all: true`), departments (each with
 * its sub-departments) or people.
 */
export const ZAudience = z
  .object(
    {
      all: z.literal(true, { error: messageRef('common.parameterError') }).optional(),
      departmentIds: idArray.optional(),
      userIds: idArray.optional(),
    },
    { error: messageRef('message.audienceRequired') },
  )
  .strict()
  .superRefine((a, ctx) => {
    const chosen = [a.all === true, !!a.departmentIds?.length, !!a.userIds?.length].filter(Boolean);
    if (chosen.length !== 1)
      ctx.addIssue({ code: 'custom', message: messageRef('message.audienceRequired') });
  })
  .transform((a): TAudience => {
    if (a.all) return { all: true };
    if (a.departmentIds?.length) return { departmentIds: [...new Set(a.departmentIds)] };
    return { userIds: [...new Set(a.userIds ?? [])] };
  });

export const ZMessageTitle = z
  .string({ error: messageRef('message.titleRequired') })
  .trim()
  .min(1, { error: messageRef('message.titleRequired') })
  .max(MESSAGE_LIMITS.titleMax, {
    error: messageRef('validation.tooLong', { max: MESSAGE_LIMITS.titleMax }),
  });

/**
 * An announcement's content: rich text (HTML the admin site's editor writes; the server
 * sanitises it on send). Nothing to read (empty paragraphs, spaces) is empty.
 */
export const ZMessageContent = z
  .string({ error: messageRef('common.contentEmpty') })
  .max(MESSAGE_LIMITS.contentMax, {
    error: messageRef('validation.tooLong', { max: MESSAGE_LIMITS.contentMax }),
  })
  .refine((html) => !richTextIsEmpty(html), { error: messageRef('common.contentEmpty') });

/** POST /api/manage/message/send */
export const ZSendMessageRequest = z
  .object({ title: ZMessageTitle, content: ZMessageContent, audience: ZAudience })
  .strict();
export type TSendMessageRequest = z.input<typeof ZSendMessageRequest>;
export type TSendMessageParams = z.output<typeof ZSendMessageRequest>;

export const ZSendMessageResponse = z.object({
  announcementId: z.number().int(),
  recipientCount: z.number().int(),
});
export type TSendMessageResponse = z.infer<typeof ZSendMessageResponse>;

/** POST /api/manage/message/list: sent announcements, newest first, keyword on the title. */
export const ZAnnouncementQuery = ZListQuery;
export type TAnnouncementQuery = z.infer<typeof ZAnnouncementQuery>;

/**
 * An announcement's delivery: 'sending' while the fan-out job writes its recipients'
 * messages (they appear in inboxes chunk by chunk), 'sent' once every one is written.
 */
export const ANNOUNCEMENT_STATES = ['sending', 'sent'] as const;
export const ZAnnouncementState = z.enum(ANNOUNCEMENT_STATES);
export type TAnnouncementState = z.infer<typeof ZAnnouncementState>;

/** A sent announcement, as the admin site lists it. */
export const ZAnnouncement = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  audience: ZAudienceValue,
  senderId: z.number().int(),
  senderAccount: z.string(),
  recipientCount: z.number().int(),
  readCount: z.number().int(),
  state: ZAnnouncementState,
  createdAt: z.string(),
});
export type TAnnouncement = z.infer<typeof ZAnnouncement>;

/** POST /api/manage/message/detail: the announcement with its audience's names. */
export const ZAnnouncementDetailRequest = z.object({ id });

/** A person an announcement names, or the recipient search finds. */
export const ZRecipient = z.object({
  id: z.number().int(),
  account: z.string(),
  realName: z.string(),
});
export type TRecipient = z.infer<typeof ZRecipient>;

export const ZAnnouncementDetail = ZAnnouncement.extend({
  departments: z.array(z.object({ id: z.number().int(), name: z.string() })),
  users: z.array(ZRecipient),
});
export type TAnnouncementDetail = z.infer<typeof ZAnnouncementDetail>;

/** POST /api/manage/message/recipients: people whose account or name contains the keyword. */
export const ZRecipientSearch = z.object({
  keyword: z
    .string({ error: messageRef('common.parameterError') })
    .trim()
    .max(50, { error: messageRef('validation.tooLong', { max: 50 }) })
    .default(''),
});

/** POST /api/study/me/message/list (spec s.7): the caller's inbox, newest first. */
export const ZMessageListQuery = z.object({
  page: z.coerce
    .number({ error: messageRef('common.parameterError') })
    .int({ error: messageRef('common.parameterError') })
    .min(1, { error: messageRef('common.parameterError') })
    .max(100_000, { error: messageRef('common.parameterError') })
    .default(1),
  pageSize: z.coerce
    .number({ error: messageRef('common.parameterError') })
    .int({ error: messageRef('common.parameterError') })
    .min(1, { error: messageRef('common.parameterError') })
    .max(MESSAGE_LIMITS.pageSizeMax, { error: messageRef('common.parameterError') })
    .default(10),
  /** 0 unread only, 1 read only; absent: all. */
  isRead: z
    .union([z.literal(0), z.literal(1)], { error: messageRef('common.parameterError') })
    .optional(),
});
export type TMessageListQuery = z.input<typeof ZMessageListQuery>;
export type TMessageListParams = z.output<typeof ZMessageListQuery>;

/** A message in the caller's inbox. */
export const ZMessage = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Rich text (sanitised HTML) when `messageIsRich(type)`, plain text with line breaks else. */
  content: z.string(),
  /** announcement | system | ... */
  type: z.string(),
  isRead: z.boolean(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TMessage = z.infer<typeof ZMessage>;

/** An announcement's copy carries the administrator's rich text; the product's own messages are plain. */
export function messageIsRich(type: string): boolean {
  return type === 'announcement';
}

/** A message's text as plain text (the inbox row's excerpt reads it). */
export function messageText(m: Pick<TMessage, 'type' | 'content'>): string {
  return messageIsRich(m.type) ? richTextToPlain(m.content) : m.content;
}

/** batchread and batchdel (spec s.7): the caller's message ids; others' ids are ignored. */
export const ZMessageIds = z.object({
  ids: z
    .array(id, { error: messageRef('common.parameterError') })
    .min(1, { error: messageRef('validation.required') })
    .max(MESSAGE_LIMITS.batchMax, { error: messageRef('common.parameterError') }),
});
export type TMessageIds = z.infer<typeof ZMessageIds>;

/** What batchread, batchdel and readAll changed, and the caller's unread count afterwards. */
export const ZMessageChange = z.object({ changed: z.number().int(), count: z.number().int() });
export type TMessageChange = z.infer<typeof ZMessageChange>;

/** POST /api/study/me/message/ticket: a single-use, 60-second ticket for the stream URL. */
export const ZMessageTicket = z.object({ ticket: z.string() });
export type TMessageTicket = z.infer<typeof ZMessageTicket>;

/** GET /api/study/me/message/stream?ticket=... (Server-Sent Events). */
export const ZMessageStreamQuery = z.object({
  ticket: z
    .string({ error: messageRef('message.ticketInvalid') })
    .trim()
    .min(1, { error: messageRef('message.ticketInvalid') })
    .max(128, { error: messageRef('message.ticketInvalid') }),
});
