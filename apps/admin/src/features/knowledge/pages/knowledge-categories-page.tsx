import { PlusOutlined } from '@ant-design/icons';
import {
  App,
  Button,
  Card,
  Empty,
  Form,
  Input,
  Modal,
  Popconfirm,
  Space,
  Tree,
  TreeSelect,
} from 'antd';
import type { TreeDataNode } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TKnowledgeCategoryNode } from '@ascent/shared/knowledge';
import { FormError, LoadFailed, PageSpin, useServerError } from '@ascent/client/ui';
import {
  createKnowledgeCategory,
  deleteKnowledgeCategory,
  moveKnowledgeCategory,
  renameKnowledgeCategory,
} from '../api/knowledge-api.ts';
import { KNOWLEDGE_CATEGORIES_KEY, useKnowledgeCategories } from '../hooks/use-knowledge-admin.ts';
import { subtreeIds, toTreeOptions } from '../lib/tree-options.ts';

type Dialog =
  | { kind: 'create'; parentId: number | null }
  | { kind: 'rename'; node: TKnowledgeCategoryNode }
  | { kind: 'move'; node: TKnowledgeCategoryNode };

function find(
  nodes: TKnowledgeCategoryNode[],
  id: number | undefined,
): TKnowledgeCategoryNode | undefined {
  for (const n of nodes) {
    if (n.id === id) return n;
    const hit = find(n.list, id);
    if (hit) return hit;
  }
  return undefined;
}

/** The knowledge category tree: add, rename, move, delete (refusals as the server words them). */
export function KnowledgeCategoriesPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const tree = useKnowledgeCategories();
  const [selectedId, setSelectedId] = useState<number>();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const roots = useMemo(() => tree.data ?? [], [tree.data]);
  const selected = find(roots, selectedId);
  const refresh = () => client.invalidateQueries({ queryKey: KNOWLEDGE_CATEGORIES_KEY });

  if (tree.isPending) return <PageSpin />;
  if (tree.isError) return <LoadFailed error={tree.error} onRetry={() => void tree.refetch()} />;
  const toData = (nodes: TKnowledgeCategoryNode[]): TreeDataNode[] =>
    nodes.map((n) => ({ key: n.id, title: n.name, children: toData(n.list) }));

  return (
    <Card
      title={t('knowledge.title.categories')}
      extra={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setDialog({ kind: 'create', parentId: null })}
          data-testid="category-create-root"
        >
          {t('knowledge.category.createRoot')}
        </Button>
      }
    >
      <div className="kn-categories">
        <div className="kn-categories__tree">
          {roots.length ? (
            <Tree
              blockNode
              defaultExpandAll
              treeData={toData(roots)}
              selectedKeys={selectedId ? [selectedId] : []}
              onSelect={(keys) =>
                setSelectedId(keys[0] === undefined ? undefined : Number(keys[0]))
              }
            />
          ) : (
            <Empty description={t('knowledge.category.empty')} />
          )}
        </div>
        <div className="kn-categories__detail">
          {selected ? (
            <Space direction="vertical">
              <h3>{selected.name}</h3>
              <Space wrap>
                <Button onClick={() => setDialog({ kind: 'create', parentId: selected.id })}>
                  {t('knowledge.category.createChild')}
                </Button>
                <Button onClick={() => setDialog({ kind: 'rename', node: selected })}>
                  {t('knowledge.category.rename')}
                </Button>
                <Button onClick={() => setDialog({ kind: 'move', node: selected })}>
                  {t('knowledge.category.move')}
                </Button>
                <Popconfirm
                  title={t('knowledge.category.deleteConfirm', { name: selected.name })}
                  onConfirm={() =>
                    deleteKnowledgeCategory(selected.id)
                      .then(() => {
                        void message.success(t('knowledge.deleted'));
                        setSelectedId(undefined);
                        return refresh();
                      })
                      .catch(() => undefined)
                  }
                >
                  <Button danger>{t('knowledge.delete')}</Button>
                </Popconfirm>
              </Space>
            </Space>
          ) : (
            <Empty description={t('knowledge.category.pick')} />
          )}
        </div>
      </div>
      {dialog ? (
        <CategoryDialog
          dialog={dialog}
          roots={roots}
          onClose={() => setDialog(null)}
          onDone={() => {
            setDialog(null);
            void message.success(t('knowledge.saved'));
            void refresh();
          }}
        />
      ) : null}
    </Card>
  );
}

function CategoryDialog({
  dialog,
  roots,
  onClose,
  onDone,
}: {
  dialog: Dialog;
  roots: TKnowledgeCategoryNode[];
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ name: string; parentId: number | null }>();
  const server = useServerError();
  const banned = dialog.kind === 'move' ? new Set(subtreeIds(dialog.node)) : new Set<number>();
  const without = (nodes: TKnowledgeCategoryNode[]): TKnowledgeCategoryNode[] =>
    nodes.filter((n) => !banned.has(n.id)).map((n) => ({ ...n, list: without(n.list) }));
  const submit = (v: { name: string; parentId: number | null }) =>
    server.guard(async () => {
      if (dialog.kind === 'create')
        await createKnowledgeCategory({ name: v.name, parentId: dialog.parentId });
      else if (dialog.kind === 'rename')
        await renameKnowledgeCategory({ id: dialog.node.id, name: v.name });
      else await moveKnowledgeCategory({ id: dialog.node.id, parentId: v.parentId ?? null });
      onDone();
    });
  return (
    <Modal
      open
      title={t(`knowledge.category.${dialog.kind === 'create' ? 'create' : dialog.kind}`)}
      okText={t('knowledge.form.save')}
      confirmLoading={server.pending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          name: dialog.kind === 'rename' ? dialog.node.name : '',
          parentId: dialog.kind === 'move' ? dialog.node.parentId : null,
        }}
        onFinish={(v) => void submit(v)}
      >
        {dialog.kind === 'move' ? (
          <Form.Item name="parentId" label={t('knowledge.category.parent')}>
            <TreeSelect
              allowClear
              treeDefaultExpandAll
              placeholder={t('knowledge.category.toRoot')}
              treeData={toTreeOptions(without(roots))}
            />
          </Form.Item>
        ) : (
          <Form.Item
            name="name"
            label={t('knowledge.category.name')}
            rules={[
              { required: true, whitespace: true, message: t('knowledge.category.nameRequired') },
            ]}
          >
            <Input maxLength={50} autoFocus />
          </Form.Item>
        )}
        <FormError message={server.message} />
      </Form>
    </Modal>
  );
}
