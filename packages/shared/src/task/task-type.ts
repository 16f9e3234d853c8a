// Task types, apart from the schemas (index.ts), so the first page loads no zod.

/** Task types of spec s.3. */
export const TASK_TYPE = {
  project: 1,
  projectAlt: 11,
  projectIssued: 14,
  dailyExam: 2,
  subject: 5,
  map: 6,
  package: 8,
  newStaff: 9,
  exam: 10,
  activity: 12,
  face: 16,
  live: 20,
  idp: 27,
} as const;

export type TaskType = (typeof TASK_TYPE)[keyof typeof TASK_TYPE];
