import { useTranslation } from 'react-i18next';
import { TreeCategories } from '../../../components/tree-categories/tree-categories.tsx';
import {
  createKnowledgeCategory,
  deleteKnowledgeCategory,
  moveKnowledgeCategory,
  renameKnowledgeCategory,
} from '../api/knowledge-api.ts';
import { KNOWLEDGE_CATEGORIES_KEY, useKnowledgeCategories } from '../hooks/use-knowledge-admin.ts';

const api = {
  create: createKnowledgeCategory,
  rename: renameKnowledgeCategory,
  move: moveKnowledgeCategory,
  remove: deleteKnowledgeCategory,
};

/** The knowledge category tree: add, rename, move, delete (refusals as the server words them). */
export function KnowledgeCategoriesPage() {
  const { t } = useTranslation();
  return (
    <TreeCategories
      tree={useKnowledgeCategories()}
      queryKey={KNOWLEDGE_CATEGORIES_KEY}
      api={api}
      className="kn-categories"
      createRootTestId="category-create-root"
      texts={{
        title: t('knowledge.title.categories'),
        createRoot: t('knowledge.category.createRoot'),
        empty: t('knowledge.category.empty'),
        pick: t('knowledge.category.pick'),
        createChild: t('knowledge.category.createChild'),
        create: t('knowledge.category.create'),
        rename: t('knowledge.category.rename'),
        move: t('knowledge.category.move'),
        delete: t('knowledge.delete'),
        deleteConfirm: (name) => t('knowledge.category.deleteConfirm', { name }),
        deleted: t('knowledge.deleted'),
        saved: t('knowledge.saved'),
        save: t('knowledge.form.save'),
        parent: t('knowledge.category.parent'),
        toRoot: t('knowledge.category.toRoot'),
        name: t('knowledge.category.name'),
        nameRequired: t('knowledge.category.nameRequired'),
      }}
    />
  );
}
