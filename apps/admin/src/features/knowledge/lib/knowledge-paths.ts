export const KNOWLEDGE_PATHS = {
  items: '/manage/knowledge/items',
  edit: '/manage/knowledge/items/edit',
  categories: '/manage/knowledge/categories',
  hotWords: '/manage/knowledge/hot-words',
} as const;

/** The editor of an item (no id: a new one). */
export const knowledgeEditPath = (id?: number) =>
  id ? `${KNOWLEDGE_PATHS.edit}?id=${id}` : KNOWLEDGE_PATHS.edit;
