import { z } from 'zod';
import { endpoint, endpoints } from '../api/index.ts';
import { ZHotWords, ZPinnedWordsSave, ZSearchRequest, ZSearchResult } from './index.ts';

/** Search (spec s.7 "Home and search": home/search) and its hot words. */
export const searchEndpoints = endpoints(
  endpoint({
    method: 'POST',
    path: '/api/study/home/search',
    auth: 'user',
    summary:
      "Every searchable kind's number of hits for a keyword and one page of one kind's hits (the first kind with hits when none is given)",
    body: ZSearchRequest,
    output: ZSearchResult,
  }),
  endpoint({
    method: 'GET',
    path: '/api/study/search/hotwords',
    auth: 'user',
    summary:
      "The company's hot words: the admin's pinned words, then the most searched keywords of the last 30 days",
    output: ZHotWords,
  }),
);

/** The admin's pinned hot words. */
export const searchAdminEndpoints = endpoints(
  endpoint({
    method: 'GET',
    path: '/api/manage/search/hotwords',
    auth: 'admin',
    summary: "The company's pinned hot words, in their order",
    output: z.array(z.string()),
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/search/hotwords/save',
    auth: 'admin',
    summary: "Replaces the company's pinned hot words (duplicates dropped); answers them",
    body: ZPinnedWordsSave,
    output: z.array(z.string()),
  }),
);
