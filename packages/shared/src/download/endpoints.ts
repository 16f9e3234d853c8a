import { endpoint, endpoints, zPageOf } from '../api/index.ts';
import {
  ZDownloadAdd,
  ZDownloadGet,
  ZDownloadLink,
  ZDownloadList,
  ZDownloadRecord,
  ZDownloadTicket,
  ZMyDocument,
  ZMyDocumentList,
} from './index.ts';

/** The download centre (spec s.7 "Files") and the learner's documents (spec s.7 "Learning"). */
export const downloadEndpoints = endpoints(
  endpoint({
    method: 'POST',
    path: '/api/study/file/downsadd',
    auth: 'user',
    summary:
      "Asks for a download of an item's document (watermarked when the company says so); valid 3 days",
    body: ZDownloadAdd,
    output: ZDownloadRecord,
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/file/down/list',
    auth: 'user',
    summary: "The learner's download records, newest first, paged",
    body: ZDownloadList,
    output: zPageOf(ZDownloadRecord),
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/me/document/list',
    auth: 'user',
    summary:
      'The documents the learner has downloaded, one row per item, with the latest record while it is ready',
    body: ZMyDocumentList,
    output: zPageOf(ZMyDocument),
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/file/download',
    auth: 'user',
    summary:
      "A 5-minute address (file/down/get with a ticket) for one of the learner's unexpired downloads",
    body: ZDownloadGet,
    output: ZDownloadLink,
  }),
  endpoint({
    method: 'GET',
    path: '/api/study/file/down/get',
    auth: 'public',
    summary:
      'The file of a download, by the ticket file/download handed out (a browser download sends no token)',
    query: ZDownloadTicket,
    raw: {
      contentType: 'application/octet-stream',
      description:
        'The downloaded file as an attachment (Content-Disposition with its name, Content-Length): ' +
        'application/pdf for a .pdf file (every watermarked download is one), ' +
        'application/octet-stream for any other file. An unknown or expired ticket, an expired ' +
        'download or a missing file answers the envelope with ret 1 instead.',
    },
  }),
);
