import { App, Button, Card, Empty, Form, Input, Modal, Space, Tree, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed, PageSpin } from '@ascent/client/ui';
import type { TCourseCategoryAdminNode } from '@ascent/shared/course';
import {
  createCategory,
  deleteCategory,
  fetchCategories,
  moveCategory,
  renameCategory,
} from '../api/courses-api.ts';
import { CategorySelect } from '../components/category-select.tsx';
import { CATEGORIES_KEY } from '../lib/course-paths.ts';

type Dialog =
  | { kind: 'create'; parentId: number | null }
  | { kind: 'rename'; node: TCourseCategoryAdminNode }
  | { kind: 'move'; node: TCourseCategoryAdminNode };

function find(
  nodes: TCourseCategoryAdminNode[],
  id: number | undefined,
): TCourseCategoryAdminNode | undefined {
  for (const n of nodes) {
    if (n.id === id) return n;
    const hit = find(n.list, id);
    if (hit) return hit;
  }
  return undefined;
}

/** The course category tree: create, rename, move, delete (a category holding courses stays). */
export function CourseCategoriesPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const query = useQuery({ queryKey: CATEGORIES_KEY, queryFn: fetchCategories });
  const [selectedId, setSelectedId] = useState<number>();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ name: string; parentId: number | null }>();
  const selected = find(query.data ?? [], selectedId);

  const treeData = useMemo(() => {
    const toItem = (
      n: TCourseCategoryAdminNode,
    ): { key: number; title: string; children: unknown[] } => ({
      key: n.id,
      title: `${n.name} (${n.courses})`,
      children: n.list.map(toItem),
    });
    return (query.data ?? []).map(toItem);
  }, [query.data]);

  const refresh = () => client.invalidateQueries({ queryKey: CATEGORIES_KEY });
  const open = (d: Dialog) => {
    setError('');
    form.setFieldsValue({
      name: d.kind === 'rename' ? d.node.name : '',
      parentId: d.kind === 'move' ? d.node.parentId : null,
    });
    setDialog(d);
  };
  const submit = async () => {
    if (!dialog) return;
    const values = await form.validateFields();
    setBusy(true);
    setError('');
    try {
      if (dialog.kind === 'create')
        await createCategory({ name: values.name, parentId: dialog.parentId });
      if (dialog.kind === 'rename') await renameCategory({ id: dialog.node.id, name: values.name });
      if (dialog.kind === 'move')
        await moveCategory({ id: dialog.node.id, parentId: values.parentId ?? null });
      void message.success(t('courses.category.saved'));
      setDialog(null);
      await refresh();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  if (query.isLoading) return <PageSpin />;
  if (query.isError) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} />;

  return (
    <Card
      title={t('courses.title.categories')}
      extra={
        <Button type="primary" onClick={() => open({ kind: 'create', parentId: null })}>
          {t('courses.category.createRoot')}
        </Button>
      }
    >
      <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap' }}>
        <div style={{ flex: '1 1 280px' }}>
          {treeData.length ? (
            <Tree
              treeData={treeData as never}
              defaultExpandAll
              selectedKeys={selectedId ? [selectedId] : []}
              onSelect={(keys) => setSelectedId(keys[0] as number | undefined)}
            />
          ) : (
            <Empty description={t('courses.category.empty')} />
          )}
        </div>
        <div style={{ flex: '1 1 280px' }}>
          {selected ? (
            <Space direction="vertical">
              <Typography.Title level={5}>{selected.name}</Typography.Title>
              <Typography.Text type="secondary">
                {t('courses.category.courses', { count: selected.courses })}
              </Typography.Text>
              <Space wrap>
                <Button onClick={() => open({ kind: 'create', parentId: selected.id })}>
                  {t('courses.category.createChild')}
                </Button>
                <Button onClick={() => open({ kind: 'rename', node: selected })}>
                  {t('courses.category.rename')}
                </Button>
                <Button onClick={() => open({ kind: 'move', node: selected })}>
                  {t('courses.category.move')}
                </Button>
                <Button
                  danger
                  onClick={() =>
                    void deleteCategory(selected.id)
                      .then(() => {
                        setSelectedId(undefined);
                        void message.success(t('courses.category.deleted'));
                        return refresh();
                      })
                      .catch(() => undefined)
                  }
                >
                  {t('courses.category.delete')}
                </Button>
              </Space>
            </Space>
          ) : (
            <Typography.Text type="secondary">{t('courses.category.pick')}</Typography.Text>
          )}
        </div>
      </div>
      <Modal
        open={!!dialog}
        title={dialog ? t(`courses.category.${dialog.kind}Title`) : ''}
        onCancel={() => setDialog(null)}
        onOk={() => void submit().catch(() => undefined)}
        confirmLoading={busy}
        okText={t('courses.save')}
        destroyOnHidden
      >
        <Form form={form} layout="vertical">
          {dialog?.kind === 'move' ? (
            <Form.Item name="parentId" label={t('courses.category.parent')}>
              <CategorySelect placeholder={t('courses.category.root')} />
            </Form.Item>
          ) : (
            <Form.Item
              name="name"
              label={t('courses.category.name')}
              rules={[
                { required: true, whitespace: true, message: t('courses.required') },
                { max: 50 },
              ]}
            >
              <Input maxLength={50} />
            </Form.Item>
          )}
          {error && <Typography.Text type="danger">{error}</Typography.Text>}
        </Form>
      </Modal>
    </Card>
  );
}
