import { Tree, type TreeDataNode } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TNamedTreeNode } from '@ascent/shared/org';

const toData = (nodes: TNamedTreeNode[]): TreeDataNode[] =>
  nodes.map((n) => ({ key: n.id, title: n.name, children: toData(n.list) }));

/** The knowledge categories, 'All' first; choosing one shows it and everything below it. */
export function CategoryTree({
  tree,
  value,
  onChange,
}: {
  tree: TNamedTreeNode[];
  value: number | null;
  onChange: (id: number | null) => void;
}) {
  const { t } = useTranslation();
  const data: TreeDataNode[] = [
    { key: 0, title: t('knowledge.allCategories'), children: [] },
    ...toData(tree),
  ];
  return (
    <nav aria-label={t('knowledge.categories')}>
      <Tree
        blockNode
        defaultExpandAll
        treeData={data}
        selectedKeys={[value ?? 0]}
        onSelect={(keys) => {
          const key = Number(keys[0] ?? 0);
          onChange(key > 0 ? key : null);
        }}
      />
    </nav>
  );
}
