/**
 * Courses (spec s.2 course pages, s.3 resource types, s.4 learning states and sequence).
 * The shared contract between the course module, the learning module and both sites.
 */
import type { TStoredFile } from '../files/index.ts';

/** Resource types (spec s.3): 1 video, 2 audio, 3 document, 4 picture, 5 text, 6 H5, 8 external link, 10 SCORM. */
export const RESOURCE_TYPES = [1, 2, 3, 4, 5, 6, 8, 10] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];
export const RESOURCE_TYPE = {
  video: 1,
  audio: 2,
  document: 3,
  picture: 4,
  text: 5,
  h5: 6,
  link: 8,
  scorm: 10,
} as const satisfies Record<string, ResourceType>;

/** Learning item types used across modules (spec s.3); the ones this issue uses. */
export const ITEM_TYPE = { knowledge: 1, course: 2, news: 10 } as const;

/** Learning states (spec s.4). */
export const LEARNING_STATES = ['notStarted', 'studying', 'completed'] as const;
export type LearningState = (typeof LEARNING_STATES)[number];

/** draft (never published), published, unpublished (taken down; learners keep their records). */
export const COURSE_STATUSES = ['draft', 'published', 'unpublished'] as const;
export type CourseStatus = (typeof COURSE_STATUSES)[number];

/** When a course counts as completed: every compulsory resource, or every resource. */
export const COMPLETION_RULES = ['compulsory', 'all'] as const;
export type CompletionRule = (typeof COMPLETION_RULES)[number];

/** One resource of a chapter as the learner sees it. */
export interface TCourseResource {
  resourceId: number;
  chapterId: number;
  title: string;
  type: ResourceType;
  compulsory: boolean;
  /** Minimum study time before the resource can count as completed (seconds, 0 = none). */
  minSeconds: number;
  /** Video/audio length in seconds when known. */
  durationSeconds: number | null;
  /** Types 1, 2, 3, 4, 6, 10: the stored file. */
  file: TStoredFile | null;
  /** Type 5: sanitised HTML. */
  content: string | null;
  /** Type 8: the external address. */
  url: string | null;
}

export interface TCourseChapter {
  chapterId: number;
  title: string;
  resources: TCourseResource[];
}

/** A course card in lists (centre, home, search, mine). */
export interface TCourseCard {
  courseId: number;
  title: string;
  cover: string;
  categoryId: number | null;
  categoryName: string;
  lecturerName: string;
  credits: number;
  studyHours: number;
  learnerCount: number;
  /** 1 newest, 2 hottest (spec s.2 labels), 0 none. */
  labelId: 0 | 1 | 2;
  tags: string[];
  publishedAt: string | null;
}

/** The course as the learner opens it. */
export interface TCourseDetail extends TCourseCard {
  intro: string;
  learnInSequence: boolean;
  /** Learners may not seek past the furthest point they have watched. */
  forbidSeek: boolean;
  completionRule: CompletionRule;
  secrecyLevel: number;
  startAt: string | null;
  endAt: string | null;
  chapters: TCourseChapter[];
}
