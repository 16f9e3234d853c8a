import { z } from 'zod';
import { endpoint, endpoints, zPageOf } from '../api/index.ts';
import {
  ZAnnouncement,
  ZAnnouncementDetail,
  ZAnnouncementDetailRequest,
  ZAnnouncementQuery,
  ZMessage,
  ZMessageChange,
  ZMessageCount,
  ZMessageIds,
  ZMessageListQuery,
  ZMessageStreamQuery,
  ZMessageTicket,
  ZRecipient,
  ZRecipientSearch,
  ZSendMessageRequest,
  ZSendMessageResponse,
} from './index.ts';

/** The learner's inbox (spec s.7 "Messages"), the stream ticket and the real-time count. */
export const messageEndpoints = endpoints(
  endpoint({
    method: 'GET',
    path: '/api/study/me/message/count',
    auth: 'user',
    summary: "The caller's unread message count",
    output: ZMessageCount,
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/me/message/list',
    auth: 'user',
    summary: "The caller's messages, newest first, paged, all or only read or unread ones",
    body: ZMessageListQuery,
    output: zPageOf(ZMessage),
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/me/message/batchread',
    auth: 'user',
    summary: "Marks the caller's messages read (others' ids are ignored); the new unread count",
    body: ZMessageIds,
    output: ZMessageChange,
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/me/message/batchdel',
    auth: 'user',
    summary: "Deletes the caller's messages (others' ids are ignored); the new unread count",
    body: ZMessageIds,
    output: ZMessageChange,
  }),
  endpoint({
    method: 'GET',
    path: '/api/study/me/message/readAll',
    auth: 'user',
    summary: "Marks all the caller's messages read",
    output: ZMessageChange,
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/me/message/ticket',
    auth: 'user',
    summary: 'A single-use, 60-second ticket for the message stream address',
    output: ZMessageTicket,
  }),
  endpoint({
    method: 'GET',
    path: '/api/study/me/message/stream',
    // EventSource cannot send the Authorization header: the single-use ticket is the credential.
    auth: 'public',
    summary: "The caller's unread count as Server-Sent Events, with a ticket from message/ticket",
    query: ZMessageStreamQuery,
    raw: {
      contentType: 'text/event-stream',
      description:
        'Server-Sent Events: a `count` event ({"count": n}) at once and whenever the unread count moves, comment lines to keep it open; it ends after 15 minutes',
    },
  }),
);

/** The admin site's announcements (/api/manage/message/*), administrators only. */
export const announcementEndpoints = endpoints(
  endpoint({
    method: 'POST',
    path: '/api/manage/message/send',
    auth: 'admin',
    summary: 'Sends an announcement to everyone, departments (with sub-departments) or people',
    body: ZSendMessageRequest,
    output: ZSendMessageResponse,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/message/list',
    auth: 'admin',
    summary: 'Sent announcements, newest first, paged, by keyword on the title',
    body: ZAnnouncementQuery,
    output: zPageOf(ZAnnouncement),
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/message/detail',
    auth: 'admin',
    summary: "An announcement with its audience's department and people names",
    body: ZAnnouncementDetailRequest,
    output: ZAnnouncementDetail,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/message/recipients',
    auth: 'admin',
    summary: 'People of the company whose account or name contains the keyword (at most 20)',
    body: ZRecipientSearch,
    output: z.array(ZRecipient),
  }),
);
