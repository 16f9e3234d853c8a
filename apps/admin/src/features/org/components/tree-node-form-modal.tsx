import { App, Form, Input, Modal, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocale, zodFieldRule } from '@ascent/client/i18n';
import { FormSubmit, useServerError } from '@ascent/client/ui';
import { ORG_NAME_MAX, zOrgName, type TTreeNodeSaved } from '@ascent/shared/org';
import type { OrgTreeKind } from '../api/org-api.ts';
import { useOrgTreeChanges } from '../hooks/use-org-tree.ts';
import { parentChoices, type OrgNode } from '../lib/org-tree.ts';

export type TreeNodeFormMode =
  { kind: 'create'; parentId: number | null } | { kind: 'rename'; node: OrgNode };

interface FormValues {
  name: string;
  parentId?: number | null;
}

/** Creates a node (under a parent the admin may change) or renames one. */
export function TreeNodeFormModal(props: {
  kind: OrgTreeKind;
  mode: TreeNodeFormMode;
  tree: readonly OrgNode[];
  testIdPrefix: string;
  onClose: () => void;
  onSaved: (saved: TTreeNodeSaved) => void;
}) {
  const { kind, mode, testIdPrefix: p } = props;
  const { t } = useTranslation();
  const locale = useLocale();
  const { message } = App.useApp();
  const changes = useOrgTreeChanges(kind);
  const submission = useServerError();
  const creating = mode.kind === 'create';

  const onFinish = (values: FormValues) =>
    submission.guard(async () => {
      if (mode.kind === 'create') {
        const saved = await changes.create.mutateAsync({
          name: values.name,
          parentId: values.parentId ?? null,
        });
        void message.success(t('org.tree.created'));
        props.onSaved(saved);
      } else {
        const saved = await changes.rename.mutateAsync({ id: mode.node.id, name: values.name });
        void message.success(t('org.tree.renamed'));
        props.onSaved(saved);
      }
    });

  return (
    <Modal
      open
      title={t(creating ? `org.${kind}.createTitle` : `org.${kind}.renameTitle`)}
      footer={null}
      destroyOnHidden
      onCancel={props.onClose}
    >
      <Form<FormValues>
        layout="vertical"
        initialValues={
          mode.kind === 'create' ? { name: '', parentId: mode.parentId } : { name: mode.node.name }
        }
        onFinish={onFinish}
        data-testid={`${p}-form`}
      >
        {creating && (
          <Form.Item name="parentId" label={t('org.tree.parent')}>
            <TreeSelect
              allowClear
              showSearch={{ treeNodeFilterProp: 'title' }}
              placeholder={t('org.tree.topLevel')}
              treeData={parentChoices(props.tree)}
              treeDefaultExpandAll
              data-testid={`${p}-parent-input`}
            />
          </Form.Item>
        )}
        <Form.Item
          name="name"
          label={t('org.tree.name')}
          required
          rules={[zodFieldRule(zOrgName, locale)]}
        >
          <Input maxLength={ORG_NAME_MAX} autoFocus data-testid={`${p}-name-input`} />
        </Form.Item>
        <FormSubmit submission={submission} testId={`${p}-save`} errorTestId={`${p}-form-error`}>
          {t('org.tree.save')}
        </FormSubmit>
      </Form>
    </Modal>
  );
}
