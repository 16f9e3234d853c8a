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
import type { TQuestionCategoryNode } from '@ascent/shared/question-admin';
import { FormError, LoadFailed, PageSpin, useServerError } from '@ascent/client/ui';
import {
  createCategory,
  deleteCategory,
  moveCategory,
  renameCategory,
} from '../api/question-bank-api.ts';
import { QB_CATEGORIES_KEY, useCategories } from '../hooks/use-question-bank.ts';
import { findNode, subtreeIds, toTreeOptions } from '../lib/tree-options.ts';

type Dialog =
  | { kind: 'create'; parentId: number | null }
  | { kind: 'rename'; node: TQuestionCategoryNode }
  | { kind: 'move'; node: TQuestionCategoryNode };

/** The question bank category tree: add, rename, move, delete (refusals as the server words them). */
export function CategoriesPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const tree = useCategories();
  const [selectedId, setSelectedId] = useState<number>();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const roots = useMemo(() => tree.data ?? [], [tree.data]);
  const selected = findNode(roots, selectedId);
  const refresh = () => client.invalidateQueries({ queryKey: QB_CATEGORIES_KEY });

  if (tree.isPending) return <PageSpin />;
  if (tree.isError) return <LoadFailed error={tree.error} onRetry={() => void tree.refetch()} />;
  const toData = (nodes: TQuestionCategoryNode[]): TreeDataNode[] =>
    nodes.map((n) => ({ key: n.id, title: n.name, children: toData(n.list) }));

  return (
    <Card
      title={t('questionBank.title.categories')}
      extra={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setDialog({ kind: 'create', parentId: null })}
          data-testid="qb-category-create-root"
        >
          {t('questionBank.category.createRoot')}
        </Button>
      }
    >
      <div className="qb-categories">
        <div>
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
            <Empty description={t('questionBank.category.empty')} />
          )}
        </div>
        <div>
          {selected ? (
            <Space orientation="vertical">
              <h3>{selected.name}</h3>
              <Space wrap>
                <Button onClick={() => setDialog({ kind: 'create', parentId: selected.id })}>
                  {t('questionBank.category.createChild')}
                </Button>
                <Button onClick={() => setDialog({ kind: 'rename', node: selected })}>
                  {t('questionBank.category.rename')}
                </Button>
                <Button onClick={() => setDialog({ kind: 'move', node: selected })}>
                  {t('questionBank.category.move')}
                </Button>
                <Popconfirm
                  title={t('questionBank.category.deleteConfirm', { name: selected.name })}
                  onConfirm={() =>
                    deleteCategory(selected.id)
                      .then(() => {
                        void message.success(t('questionBank.deleted'));
                        setSelectedId(undefined);
                        return refresh();
                      })
                      .catch(() => undefined)
                  }
                >
                  <Button danger>{t('questionBank.delete')}</Button>
                </Popconfirm>
              </Space>
            </Space>
          ) : (
            <Empty description={t('questionBank.category.pick')} />
          )}
        </div>
      </div>
      {dialog && (
        <CategoryDialog
          dialog={dialog}
          roots={roots}
          onClose={() => setDialog(null)}
          onDone={() => {
            setDialog(null);
            void message.success(t('questionBank.saved'));
            void refresh();
          }}
        />
      )}
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
  roots: TQuestionCategoryNode[];
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ name: string; parentId: number | null }>();
  const server = useServerError();
  const banned = dialog.kind === 'move' ? new Set(subtreeIds(dialog.node)) : new Set<number>();
  const without = (nodes: TQuestionCategoryNode[]): TQuestionCategoryNode[] =>
    nodes.filter((n) => !banned.has(n.id)).map((n) => ({ ...n, list: without(n.list) }));
  const submit = (v: { name: string; parentId: number | null }) =>
    server.guard(async () => {
      if (dialog.kind === 'create')
        await createCategory({ name: v.name, parentId: dialog.parentId });
      else if (dialog.kind === 'rename') await renameCategory({ id: dialog.node.id, name: v.name });
      else await moveCategory({ id: dialog.node.id, parentId: v.parentId ?? null });
      onDone();
    });
  return (
    <Modal
      open
      title={t(`questionBank.category.${dialog.kind === 'create' ? 'create' : dialog.kind}`)}
      okText={t('questionBank.save')}
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
          <Form.Item name="parentId" label={t('questionBank.category.parent')}>
            <TreeSelect
              allowClear
              treeDefaultExpandAll
              placeholder={t('questionBank.category.toRoot')}
              treeData={toTreeOptions(without(roots))}
            />
          </Form.Item>
        ) : (
          <Form.Item
            name="name"
            label={t('questionBank.category.name')}
            rules={[
              {
                required: true,
                whitespace: true,
                message: t('questionBank.category.nameRequired'),
              },
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
