/**
 * The resource types, item types and learning states of @ascent/shared/course: plain values in
 * a module of their own, so a page that only shows a course (the course detail page) does not
 * bring zod with the schemas beside them (issue 14).
 */

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
