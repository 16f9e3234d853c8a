import { endpoint, endpoints, zPageOf } from '../api/index.ts';
import { ZIdList } from '../admin/index.ts';
import {
  ZPosition,
  ZPositionAdminQuery,
  ZPositionCreate,
  ZPositionItem,
  ZPositionListQuery,
  ZPositionUpdate,
} from './index.ts';

/** Positions: the learner's paged list (spec s.7 "Home and search") and the admin's CRUD. */
export const positionEndpoints = endpoints(
  endpoint({
    method: 'POST',
    path: '/api/study/position/list',
    auth: 'user',
    summary: "The company's positions, paged, with a keyword on the name or code",
    body: ZPositionListQuery,
    output: zPageOf(ZPositionItem),
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/position/list',
    auth: 'admin',
    summary: 'Positions with the number of people holding each',
    body: ZPositionAdminQuery,
    output: zPageOf(ZPosition),
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/position/create',
    auth: 'admin',
    summary: 'Creates a position',
    body: ZPositionCreate,
    output: ZPosition,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/position/update',
    auth: 'admin',
    summary: 'Changes the given fields of a position (a new name moves its holders)',
    body: ZPositionUpdate,
    output: ZPosition,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/position/delete',
    auth: 'admin',
    summary: 'Deletes positions nobody holds',
    body: ZIdList,
  }),
);
