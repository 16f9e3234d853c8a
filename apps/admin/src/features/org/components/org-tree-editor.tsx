import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Card, Col, Empty, Input, Row, Space, Tree, Typography } from 'antd';
import type { TreeDataNode, TreeProps } from 'antd';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed, PageSpin } from '@ascent/client/ui';
import type { OrgTreeKind } from '../api/org-api.ts';
import { useOrgTree, useOrgTreeChanges } from '../hooks/use-org-tree.ts';
import {
  dropTarget,
  filterTree,
  indexTree,
  type EditorNode,
  type OrgNode,
} from '../lib/org-tree.ts';
import { TreeMoveModal } from './tree-move-modal.tsx';
import { TreeNodeDetail } from './tree-node-detail.tsx';
import { TreeNodeFormModal, type TreeNodeFormMode } from './tree-node-form-modal.tsx';

type TreeItem = TreeDataNode & { key: number; title: ReactNode; children: TreeItem[] };

/**
 * A company tree (departments or majors): the tree on the left (search, drag to move or
 * reorder), the selected node on the right (create a child, rename, move, delete). Refusals
 * of the server are shown as it words them.
 */
export function OrgTreeEditor({
  kind,
  testIdPrefix: p,
}: {
  kind: OrgTreeKind;
  testIdPrefix: string;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const query = useOrgTree(kind);
  const changes = useOrgTreeChanges(kind);
  const roots = useMemo(() => (query.data ?? []) as EditorNode[], [query.data]);
  const index = useMemo(() => indexTree(roots), [roots]);
  const [selectedId, setSelectedId] = useState<number>();
  const [keyword, setKeyword] = useState('');
  const [expanded, setExpanded] = useState<number[] | null>(null);
  const [form, setForm] = useState<TreeNodeFormMode | null>(null);
  const [moving, setMoving] = useState<OrgNode | null>(null);

  // Open every branch the first time the tree arrives.
  useEffect(() => {
    if (query.data && expanded === null)
      setExpanded([...index.values()].filter((n) => n.node.list.length).map((n) => n.node.id));
  }, [query.data, expanded, index]);

  const filtered = useMemo(() => filterTree(roots, keyword), [roots, keyword]);
  const treeData = useMemo(() => {
    const toItem = (n: EditorNode): TreeItem => ({
      key: n.id,
      title: (
        <span data-testid={`${p}-node-${n.id}`}>
          {n.name}
          {n.totalPeople !== undefined && (
            <Typography.Text type="secondary"> ({n.totalPeople})</Typography.Text>
          )}
        </span>
      ),
      children: n.list.map(toItem),
    });
    return filtered.nodes.map(toItem);
  }, [filtered, p]);

  if (query.isPending) return <PageSpin />;
  if (query.isError) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} />;

  const onDrop: TreeProps<TreeItem>['onDrop'] = (info) => {
    const relative = info.dropPosition - Number(info.node.pos.split('-').at(-1));
    const target = dropTarget(index, roots, {
      dragId: Number(info.dragNode.key),
      dropId: Number(info.node.key),
      dropToGap: info.dropToGap,
      relative,
      dropExpandedWithChildren: Boolean(info.node.expanded && info.node.children?.length),
    });
    if (!target) return;
    changes.move.mutate(
      { id: Number(info.dragNode.key), ...target },
      {
        onSuccess: () => void message.success(t('org.tree.moved')),
        onError: (e) => void message.error(e.message),
      },
    );
  };

  const onDelete = (node: OrgNode) =>
    changes.remove.mutate(node.id, {
      onSuccess: () => {
        void message.success(t('org.tree.deleted'));
        setSelectedId(node.parentId ?? undefined);
      },
      // The server says why (people in it, sub-departments...).
      onError: (e) => void message.error(e.message),
    });

  return (
    <Row gutter={16} wrap={false}>
      <Col flex="380px">
        <Card
          title={t(`org.${kind}.treeTitle`)}
          extra={
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setForm({ kind: 'create', parentId: selectedId ?? null })}
              data-testid={`${p}-create`}
            >
              {t(`org.${kind}.create`)}
            </Button>
          }
        >
          <Space orientation="vertical" style={{ width: '100%' }}>
            <Input.Search
              allowClear
              placeholder={t('org.tree.search')}
              onChange={(e) => setKeyword(e.target.value)}
            />
            <Typography.Text type="secondary">{t('org.tree.dragHint')}</Typography.Text>
            {roots.length === 0 ? (
              <Empty description={t(`org.${kind}.empty`)} />
            ) : (
              <Tree<TreeItem>
                blockNode
                draggable={{ icon: false }}
                treeData={treeData}
                selectedKeys={selectedId ? [selectedId] : []}
                expandedKeys={keyword ? filtered.expand : (expanded ?? [])}
                onExpand={(keys) => setExpanded(keys.map(Number))}
                onSelect={(keys) => keys.length && setSelectedId(Number(keys[0]))}
                onDrop={onDrop}
                data-testid={`${p}-tree`}
              />
            )}
          </Space>
        </Card>
      </Col>
      <Col flex="auto" style={{ minWidth: 0 }}>
        <Card>
          <TreeNodeDetail
            kind={kind}
            selected={selectedId ? index.get(selectedId) : undefined}
            testIdPrefix={p}
            deleting={changes.remove.isPending}
            onCreateChild={(node) => setForm({ kind: 'create', parentId: node.id })}
            onRename={(node) => setForm({ kind: 'rename', node })}
            onMove={setMoving}
            onDelete={onDelete}
          />
        </Card>
      </Col>
      {form && (
        <TreeNodeFormModal
          kind={kind}
          mode={form}
          tree={roots}
          testIdPrefix={p}
          onClose={() => setForm(null)}
          onSaved={(saved) => {
            setForm(null);
            setSelectedId(saved.id);
            const { parentId } = saved;
            if (parentId) setExpanded((e) => [...new Set([...(e ?? []), parentId])]);
          }}
        />
      )}
      {moving && (
        <TreeMoveModal
          kind={kind}
          node={moving}
          tree={roots}
          testIdPrefix={p}
          onClose={() => setMoving(null)}
        />
      )}
    </Row>
  );
}
