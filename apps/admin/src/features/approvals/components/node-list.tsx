import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { Button, Card, Col, Form, Input, Row, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@ascent/client/i18n';
import { AUDIT_LIMITS, type TAuditPerson } from '@ascent/shared/audit';
import { ROLES } from '@ascent/shared/common';
import { emptyNode, LANG_NAME_CODES, nodesRule, templateRule } from '../lib/template-form.ts';
import { PeopleSelect } from './people-select.tsx';

/**
 * The template's nodes in order: each with a name (and, optionally, its name in each language)
 * and approvers by person and/or role.
 */
export function NodeList({ known }: { known: TAuditPerson[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const roleOptions = ROLES.map((r) => ({ value: r, label: t(`approvals.roles.${r}`) }));
  return (
    <Form.List name="nodes" rules={[nodesRule(locale)]}>
      {(fields, { add, remove, move }, { errors }) => (
        <Space direction="vertical" style={{ width: '100%' }} data-testid="template-nodes">
          {fields.map((field, index) => (
            <Card
              key={field.key}
              size="small"
              title={t('approvals.nodeTitle', { n: index + 1 })}
              data-testid={`template-node-${index}`}
              extra={
                <Space size={0}>
                  <Button
                    type="text"
                    icon={<ArrowUpOutlined />}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                    aria-label={t('approvals.moveUp')}
                  />
                  <Button
                    type="text"
                    icon={<ArrowDownOutlined />}
                    disabled={index === fields.length - 1}
                    onClick={() => move(index, index + 1)}
                    aria-label={t('approvals.moveDown')}
                  />
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    onClick={() => remove(field.name)}
                    aria-label={t('approvals.removeNode')}
                  />
                </Space>
              }
            >
              <Form.Item
                name={[field.name, 'name']}
                label={t('approvals.nodeName')}
                required
                rules={[templateRule(['nodes', index, 'name'], locale)]}
              >
                <Input maxLength={AUDIT_LIMITS.name} data-testid={`node-name-${index}`} />
              </Form.Item>
              <Form.Item label={t('approvals.langNames')} extra={t('approvals.langNamesHelp')}>
                <Row gutter={8}>
                  {LANG_NAME_CODES.map((code) => (
                    <Col key={code} xs={24} md={8}>
                      <Form.Item name={[field.name, 'langNames', code]} noStyle>
                        <Input
                          maxLength={AUDIT_LIMITS.name}
                          addonBefore={t(`approvals.langName.${code}`)}
                          data-testid={`node-lang-${index}-${code}`}
                        />
                      </Form.Item>
                    </Col>
                  ))}
                </Row>
              </Form.Item>
              <Form.Item
                name={[field.name, 'approverUserIds']}
                label={t('approvals.people')}
                dependencies={[['nodes', field.name, 'approverRoles']]}
                rules={[templateRule(['nodes', index, 'approverUserIds'], locale)]}
              >
                <PeopleSelect known={known} testId={`node-people-${index}`} />
              </Form.Item>
              <Form.Item
                name={[field.name, 'approverRoles']}
                label={t('approvals.roles.label')}
                extra={t('approvals.anyOne')}
              >
                <Select
                  mode="multiple"
                  options={roleOptions}
                  data-testid={`node-roles-${index}`}
                  placeholder={t('approvals.rolesPlaceholder')}
                />
              </Form.Item>
            </Card>
          ))}
          <Form.ErrorList errors={errors} />
          {fields.length < AUDIT_LIMITS.nodes ? (
            <Button
              type="dashed"
              block
              icon={<PlusOutlined />}
              onClick={() => add(emptyNode())}
              data-testid="template-add-node"
            >
              {t('approvals.addNode')}
            </Button>
          ) : null}
        </Space>
      )}
    </Form.List>
  );
}
