import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `course.` messages in en-US: exactly the keys of zh-CN. */
export default {
  'course.notExist': 'The course does not exist',
  'course.noPermission': 'You have no permission to learn this course',
  'course.audienceRequired': 'Choose at least one department, position or person',
  'course.audienceInvalid': 'A chosen department or person does not exist',
  'course.amountRange': 'Enter a number from 0 to 9999',
  'course.resourceType': 'Unsupported resource type',
  'course.fileRequired': 'Please upload a file',
  'course.fileInvalid': 'The file of resource "{{title}}" does not exist or does not fit its type',
  'course.structureStale': 'The course outline has changed. Please reload and try again',
  'course.lecturerNotFound': 'The lecturer is not a user of the company',
  'course.prerequisiteInvalid': 'The prerequisite course does not exist or is the course itself',
  'course.noResources': 'Add at least one resource before publishing',
  'course.notPublished': 'The course is not published',
  'course.alreadyPublished': 'The course is already published',
  'course.deletePublished': 'A published course cannot be deleted. Unpublish it first',
  'course.deleteLearned': 'The course "{{title}}" has learners and cannot be deleted',
  'course.published': 'Published',
  'course.unpublished': 'Unpublished',
  'course.copied': 'Copied',
  'course.copySuffix': ' (copy)',
  'course.categoryNotFound': 'The course category does not exist',
  'course.categoryParentNotFound': 'The parent category does not exist',
  'course.categoryDuplicateName': 'There is already a category named "{{name}}" here',
  'course.categoryHasChildren': 'The category has {{count}} subcategories and cannot be deleted',
  'course.categoryMoveIntoSelf': 'A category cannot move under itself',
  'course.categoryHasCourses': 'The category holds {{count}} courses and cannot be deleted',
} satisfies Translation<typeof zhCN>;
