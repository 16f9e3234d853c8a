import { App, Form, Modal, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormSubmit, useServerError } from '@ascent/client/ui';
import type { OrgTreeKind } from '../api/org-api.ts';
import { useOrgTreeChanges } from '../hooks/use-org-tree.ts';
import { parentChoices, type OrgNode } from '../lib/org-tree.ts';

/** Moves a node (with everything below it) under another parent, or to the top level. */
export function TreeMoveModal(props: {
  kind: OrgTreeKind;
  node: OrgNode;
  tree: readonly OrgNode[];
  testIdPrefix: string;
  onClose: () => void;
}) {
  const { kind, node, testIdPrefix: p } = props;
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { move } = useOrgTreeChanges(kind);
  const submission = useServerError();

  const onFinish = (values: { parentId?: number | null }) =>
    submission.guard(async () => {
      await move.mutateAsync({ id: node.id, parentId: values.parentId ?? null });
      void message.success(t('org.tree.moved'));
      props.onClose();
    });

  return (
    <Modal
      open
      title={`${t(`org.${kind}.moveTitle`)}: ${node.name}`}
      footer={null}
      destroyOnHidden
      onCancel={props.onClose}
    >
      <Form layout="vertical" initialValues={{ parentId: node.parentId }} onFinish={onFinish}>
        <Form.Item name="parentId" label={t('org.tree.moveTo')}>
          <TreeSelect
            allowClear
            showSearch={{ treeNodeFilterProp: 'title' }}
            placeholder={t('org.tree.topLevel')}
            treeData={parentChoices(props.tree, node)}
            treeDefaultExpandAll
            data-testid={`${p}-move-parent`}
          />
        </Form.Item>
        <FormSubmit submission={submission} testId={`${p}-move-save`}>
          {t('org.tree.save')}
        </FormSubmit>
      </Form>
    </Modal>
  );
}
