import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `knowledge.` messages in en-US: exactly the keys of zh-CN. */
export default {
  'knowledge.notFound': 'The knowledge item does not exist or you may not view it',
  'knowledge.categoryNotFound': 'The knowledge category does not exist',
  'knowledge.parentCategoryNotFound': 'The parent category does not exist',
  'knowledge.duplicateCategory': 'There is already a category named "{{name}}" at this level',
  'knowledge.categoryHasChildren':
    'The category still has {{count}} sub-categories. Delete or move them first',
  'knowledge.categoryMoveIntoSelf':
    'A category cannot be moved under itself or one of its sub-categories',
  'knowledge.categoryInUse': 'The category still holds {{count}} knowledge items. Move them first',
  'knowledge.fileNotFound': 'The document does not exist',
  'knowledge.fileNotDocument': 'Only a document can be attached',
  'knowledge.tooManyTags': 'At most {{max}} tags',
  'knowledge.contentOrFileRequired': 'Please write the content or attach a document',
  'knowledge.audienceRequired':
    'Choose at least one department, position or person for limited visibility',
  'knowledge.audienceNotFound': 'The audience names a department or person that does not exist',
  'knowledge.published': 'Published',
  'knowledge.unpublished': 'Unpublished',
} satisfies Translation<typeof zhCN>;
