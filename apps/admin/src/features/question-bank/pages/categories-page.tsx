import { useTranslation } from 'react-i18next';
import { TreeCategories } from '../../../components/tree-categories/tree-categories.tsx';
import {
  createCategory,
  deleteCategory,
  moveCategory,
  renameCategory,
} from '../api/question-bank-api.ts';
import { QB_CATEGORIES_KEY, useCategories } from '../hooks/use-question-bank.ts';

const api = {
  create: createCategory,
  rename: renameCategory,
  move: moveCategory,
  remove: deleteCategory,
};

/** The question bank category tree: add, rename, move, delete (refusals as the server words them). */
export function CategoriesPage() {
  const { t } = useTranslation();
  return (
    <TreeCategories
      tree={useCategories()}
      queryKey={QB_CATEGORIES_KEY}
      api={api}
      className="qb-categories"
      createRootTestId="qb-category-create-root"
      texts={{
        title: t('questionBank.title.categories'),
        createRoot: t('questionBank.category.createRoot'),
        empty: t('questionBank.category.empty'),
        pick: t('questionBank.category.pick'),
        createChild: t('questionBank.category.createChild'),
        create: t('questionBank.category.create'),
        rename: t('questionBank.category.rename'),
        move: t('questionBank.category.move'),
        delete: t('questionBank.delete'),
        deleteConfirm: (name) => t('questionBank.category.deleteConfirm', { name }),
        deleted: t('questionBank.deleted'),
        saved: t('questionBank.saved'),
        save: t('questionBank.save'),
        parent: t('questionBank.category.parent'),
        toRoot: t('questionBank.category.toRoot'),
        name: t('questionBank.category.name'),
        nameRequired: t('questionBank.category.nameRequired'),
      }}
    />
  );
}
