import { Form, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { firstIssueRef, refRule, useLocale } from '@ascent/client/i18n';
import { ZAudience } from '@ascent/shared/message';
import { AUDIENCE_KINDS, audienceOf, type PersonOption } from '../lib/send-form.ts';
import { DepartmentTreeSelect } from './department-tree-select.tsx';
import { RecipientSelect } from './recipient-select.tsx';

/** Everyone, departments (a tree) or people (a search): the shared rule checks the choice. */
export function AudienceFields() {
  const { t } = useTranslation();
  const locale = useLocale();
  const rule = (kind: 'departments' | 'people') =>
    refRule(
      (value) =>
        firstIssueRef(
          ZAudience,
          audienceOf(
            kind === 'departments'
              ? { audienceKind: kind, departmentIds: value as number[] | undefined }
              : { audienceKind: kind, people: value as PersonOption[] | undefined },
          ),
        ),
      locale,
    );
  return (
    <>
      <Form.Item name="audienceKind" label={t('messages.audience')}>
        <Radio.Group
          optionType="button"
          options={AUDIENCE_KINDS.map((k) => ({
            value: k,
            label: t(`messages.audienceKind.${k}`),
          }))}
          data-testid="msg-audience"
        />
      </Form.Item>
      <Form.Item noStyle dependencies={['audienceKind']}>
        {({ getFieldValue }) => {
          const kind = getFieldValue('audienceKind') as string;
          if (kind === 'departments')
            return (
              <Form.Item
                name="departmentIds"
                label={t('messages.departments')}
                rules={[rule('departments')]}
              >
                <DepartmentTreeSelect />
              </Form.Item>
            );
          if (kind === 'people')
            return (
              <Form.Item name="people" label={t('messages.people')} rules={[rule('people')]}>
                <RecipientSelect />
              </Form.Item>
            );
          return null;
        }}
      </Form.Item>
    </>
  );
}
