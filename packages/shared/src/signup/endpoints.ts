import { z } from 'zod';
import { XLSX_MIME, endpoint, endpoints, zPageOf } from '../api/index.ts';
import { ZIdList, ZIdParam } from '../admin/index.ts';
import { ZCourseSimpleDetail } from '../course/index.ts';
import {
  ZMaterialDetail,
  ZMeetingReservationDetail,
  ZMeetingReservationQuery,
  ZRoom,
  ZRoomQuery,
  ZRoomSave,
  ZRoomSlot,
  ZRoomSlotsQuery,
  ZSignupAdminDetail,
  ZSignupAdminQuery,
  ZSignupAdminRow,
  ZSignupCancel,
  ZSignupDetail,
  ZSignupId,
  ZSignupListQuery,
  ZSignupPeopleQuery,
  ZSignupPerson,
  ZSignupRow,
  ZSignupSave,
  ZSignupStatusChange,
  ZSignupSubmit,
  ZSignupSubmitResult,
} from './index.ts';

/**
 * Sign-ups, the learner's calls (/signup, /signup/detail) and what the approvers of a sign-up
 * receipt read (spec s.7 "Audit").
 */
export const signupEndpoints = endpoints(
  endpoint({
    method: 'POST',
    path: '/api/study/signup/list',
    auth: 'user',
    summary: 'Open sign-ups offered to the learner, or the ones they signed up for, paged',
    body: ZSignupListQuery,
    output: zPageOf(ZSignupRow),
  }),
  endpoint({
    method: 'GET',
    path: '/api/study/signup/:id/detail',
    auth: 'user',
    summary: "A sign-up with its form, rooms, the learner's record and whether they may sign up",
    params: ZIdParam,
    output: ZSignupDetail,
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/signup/submit',
    auth: 'user',
    summary: 'Signs up (enrolled at once, or under review when the sign-up needs approval)',
    body: ZSignupSubmit,
    output: ZSignupSubmitResult,
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/signup/cancel',
    auth: 'user',
    summary: "Cancels the learner's sign-up while cancelling is still allowed",
    body: ZSignupCancel,
  }),
  endpoint({
    method: 'POST',
    path: '/api/study/signup/room/slots',
    auth: 'user',
    summary: "A room's booked slots between two moments (for a classroom sign-up)",
    body: ZRoomSlotsQuery,
    output: z.array(ZRoomSlot),
  }),
  endpoint({
    method: 'GET',
    path: '/api/study/material/:id/detail',
    auth: 'user',
    summary: 'A train-material submission as its applicant, approvers and admins read it',
    params: ZIdParam,
    output: ZMaterialDetail,
  }),
  endpoint({
    method: 'GET',
    path: '/api/study/course/:id/detail/simple',
    auth: 'user',
    summary: "A course's brief, for the approvers of its enrolment sign-ups",
    params: ZIdParam,
    output: ZCourseSimpleDetail,
  }),
  endpoint({
    method: 'GET',
    path: '/api/study/MeetingReservationDetail',
    auth: 'user',
    summary: 'A room reservation as its applicant, approvers and admins read it',
    query: ZMeetingReservationQuery,
    output: ZMeetingReservationDetail,
  }),
);

/** Sign-ups and rooms, the admin site's calls (/api/manage/signup/*). */
export const signupAdminEndpoints = endpoints(
  endpoint({
    method: 'POST',
    path: '/api/manage/signup/list',
    auth: 'admin',
    summary: 'Sign-ups with their window and places taken, paged',
    body: ZSignupAdminQuery,
    output: zPageOf(ZSignupAdminRow),
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/signup/detail',
    auth: 'admin',
    summary: "A sign-up's settings, departments, form and rooms",
    body: ZSignupId,
    output: ZSignupAdminDetail,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/signup/save',
    auth: 'admin',
    summary: 'Creates (no id) or updates a sign-up',
    body: ZSignupSave,
    output: ZSignupAdminDetail,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/signup/status',
    auth: 'admin',
    summary: 'Publishes or closes sign-ups',
    body: ZSignupStatusChange,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/signup/delete',
    auth: 'admin',
    summary: 'Deletes sign-ups',
    body: ZIdList,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/signup/people',
    auth: 'admin',
    summary: "A sign-up's records with each person's answers or reservation, paged",
    body: ZSignupPeopleQuery,
    output: zPageOf(ZSignupPerson),
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/signup/people/export',
    auth: 'admin',
    summary: "A sign-up's records as an xlsx workbook",
    body: ZSignupPeopleQuery,
    raw: { contentType: XLSX_MIME, description: "The sign-up's records (xlsx)" },
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/signup/room/list',
    auth: 'admin',
    summary: 'Rooms for classroom sign-ups, paged',
    body: ZRoomQuery,
    output: zPageOf(ZRoom),
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/signup/room/save',
    auth: 'admin',
    summary: 'Creates (no id) or updates a room',
    body: ZRoomSave,
    output: ZRoom,
  }),
  endpoint({
    method: 'POST',
    path: '/api/manage/signup/room/delete',
    auth: 'admin',
    summary: 'Deletes rooms',
    body: ZIdList,
  }),
);
