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
import { useQueryClient, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { FormError, LoadFailed, PageSpin, useServerError } from '@ascent/client/ui';
import { findNode, subtreeIds, toTreeOptions, type NamedNode } from './tree-options.ts';

/** A category as the tree endpoints return it. */
export interface CategoryNode extends NamedNode {
  parentId: number | null;
  list: CategoryNode[];
}

/** The four calls on a category tree (refusals thrown with the server's words). */
export interface CategoryTreeApi {
  create: (body: { name: string; parentId: number | null }) => Promise<unknown>;
  rename: (body: { id: number; name: string }) => Promise<unknown>;
  move: (body: { id: number; parentId: number | null }) => Promise<unknown>;
  remove: (id: number) => Promise<unknown>;
}

/** The page's words, already translated by the feature. */
export interface CategoryTreeTexts {
  title: string;
  createRoot: string;
  empty: string;
  pick: string;
  /** The add-below button; `create`, `rename` and `move` also title the dialogs. */
  createChild: string;
  create: string;
  rename: string;
  move: string;
  delete: string;
  deleteConfirm: (name: string) => string;
  deleted: string;
  saved: string;
  save: string;
  parent: string;
  toRoot: string;
  name: string;
  nameRequired: string;
}

type Dialog =
  | { kind: 'create'; parentId: number | null }
  | { kind: 'rename'; node: CategoryNode }
  | { kind: 'move'; node: CategoryNode };

const toData = (nodes: CategoryNode[]): TreeDataNode[] =>
  nodes.map((n) => ({ key: n.id, title: n.name, children: toData(n.list) }));

/** A category tree page: add, rename, move, delete (refusals as the server words them). */
export function TreeCategories(props: {
  tree: UseQueryResult<CategoryNode[]>;
  /** Invalidated after every change. */
  queryKey: QueryKey;
  api: CategoryTreeApi;
  texts: CategoryTreeTexts;
  /** Class of the two-column layout (tree | selected category). */
  className: string;
  createRootTestId: string;
}) {
  const { tree, texts, api, className } = props;
  const { message } = App.useApp();
  const client = useQueryClient();
  const [selectedId, setSelectedId] = useState<number>();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const roots = useMemo(() => tree.data ?? [], [tree.data]);
  const selected = findNode(roots, selectedId);
  const refresh = () => client.invalidateQueries({ queryKey: props.queryKey });

  if (tree.isPending) return <PageSpin />;
  if (tree.isError) return <LoadFailed error={tree.error} onRetry={() => void tree.refetch()} />;

  return (
    <Card
      title={texts.title}
      extra={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setDialog({ kind: 'create', parentId: null })}
          data-testid={props.createRootTestId}
        >
          {texts.createRoot}
        </Button>
      }
    >
      <div className={className}>
        <div className={`${className}__tree`}>
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
            <Empty description={texts.empty} />
          )}
        </div>
        <div className={`${className}__detail`}>
          {selected ? (
            <Space orientation="vertical">
              <h3>{selected.name}</h3>
              <Space wrap>
                <Button onClick={() => setDialog({ kind: 'create', parentId: selected.id })}>
                  {texts.createChild}
                </Button>
                <Button onClick={() => setDialog({ kind: 'rename', node: selected })}>
                  {texts.rename}
                </Button>
                <Button onClick={() => setDialog({ kind: 'move', node: selected })}>
                  {texts.move}
                </Button>
                <Popconfirm
                  title={texts.deleteConfirm(selected.name)}
                  onConfirm={() =>
                    api
                      .remove(selected.id)
                      .then(() => {
                        void message.success(texts.deleted);
                        setSelectedId(undefined);
                        return refresh();
                      })
                      .catch(() => undefined)
                  }
                >
                  <Button danger>{texts.delete}</Button>
                </Popconfirm>
              </Space>
            </Space>
          ) : (
            <Empty description={texts.pick} />
          )}
        </div>
      </div>
      {dialog ? (
        <CategoryDialog
          dialog={dialog}
          roots={roots}
          api={api}
          texts={texts}
          onClose={() => setDialog(null)}
          onDone={() => {
            setDialog(null);
            void message.success(texts.saved);
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
  api,
  texts,
  onClose,
  onDone,
}: {
  dialog: Dialog;
  roots: CategoryNode[];
  api: CategoryTreeApi;
  texts: CategoryTreeTexts;
  onClose: () => void;
  onDone: () => void;
}) {
  const [form] = Form.useForm<{ name: string; parentId: number | null }>();
  const server = useServerError();
  const banned = dialog.kind === 'move' ? new Set(subtreeIds(dialog.node)) : new Set<number>();
  const without = (nodes: CategoryNode[]): CategoryNode[] =>
    nodes.filter((n) => !banned.has(n.id)).map((n) => ({ ...n, list: without(n.list) }));
  const submit = (v: { name: string; parentId: number | null }) =>
    server.guard(async () => {
      if (dialog.kind === 'create') await api.create({ name: v.name, parentId: dialog.parentId });
      else if (dialog.kind === 'rename') await api.rename({ id: dialog.node.id, name: v.name });
      else await api.move({ id: dialog.node.id, parentId: v.parentId ?? null });
      onDone();
    });
  return (
    <Modal
      open
      title={texts[dialog.kind]}
      okText={texts.save}
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
          <Form.Item name="parentId" label={texts.parent}>
            <TreeSelect
              allowClear
              treeDefaultExpandAll
              placeholder={texts.toRoot}
              treeData={toTreeOptions(without(roots))}
            />
          </Form.Item>
        ) : (
          <Form.Item
            name="name"
            label={texts.name}
            rules={[{ required: true, whitespace: true, message: texts.nameRequired }]}
          >
            <Input maxLength={50} autoFocus />
          </Form.Item>
        )}
        <FormError message={server.message} />
      </Form>
    </Modal>
  );
}
