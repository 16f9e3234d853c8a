import { DeleteOutlined, DragOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Descriptions, Empty, Popconfirm, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrgTreeKind } from '../api/org-api.ts';
import type { EditorNode, IndexedNode, OrgNode } from '../lib/org-tree.ts';

/** The selected node: where it is, its people (departments), and what can be done with it. */
export function TreeNodeDetail(props: {
  kind: OrgTreeKind;
  selected: IndexedNode<EditorNode> | undefined;
  testIdPrefix: string;
  deleting: boolean;
  onCreateChild: (node: OrgNode) => void;
  onRename: (node: OrgNode) => void;
  onMove: (node: OrgNode) => void;
  onDelete: (node: OrgNode) => void;
}) {
  const { kind, selected, testIdPrefix: p } = props;
  const { t } = useTranslation();
  if (!selected) return <Empty description={t('org.tree.noSelection')} />;
  const { node, parent, trail } = selected;
  const items = [
    { key: 'name', label: t('org.tree.name'), children: node.name },
    {
      key: 'parent',
      label: t('org.tree.parent'),
      children: parent?.name ?? t('org.tree.topLevel'),
    },
    { key: 'path', label: t('org.tree.path'), children: trail.join(' / ') },
  ];
  if (node.people !== undefined)
    items.push(
      {
        key: 'people',
        label: t('org.department.people'),
        children: t('org.department.count', { count: node.people }),
      },
      {
        key: 'total',
        label: t('org.department.totalPeople'),
        children: t('org.department.count', { count: node.totalPeople ?? 0 }),
      },
    );
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Descriptions column={1} bordered size="small" items={items} data-testid={`${p}-detail`} />
      <Space wrap>
        <Button icon={<PlusOutlined />} onClick={() => props.onCreateChild(node)}>
          {t(`org.${kind}.createChild`)}
        </Button>
        <Button
          icon={<EditOutlined />}
          onClick={() => props.onRename(node)}
          data-testid={`${p}-rename`}
        >
          {t('org.tree.rename')}
        </Button>
        <Button
          icon={<DragOutlined />}
          onClick={() => props.onMove(node)}
          data-testid={`${p}-move`}
        >
          {t('org.tree.move')}
        </Button>
        <Popconfirm
          title={t('org.tree.deleteConfirm', { name: node.name })}
          onConfirm={() => props.onDelete(node)}
        >
          <Button
            danger
            icon={<DeleteOutlined />}
            loading={props.deleting}
            data-testid={`${p}-delete`}
          >
            {t('org.tree.delete')}
          </Button>
        </Popconfirm>
      </Space>
    </Space>
  );
}
