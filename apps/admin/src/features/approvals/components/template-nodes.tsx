import { Space, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@ascent/client/i18n';
import type { TAuditTemplate } from '@ascent/shared/audit';
import { pickLangName } from '@ascent/shared/platform';

/** A template's nodes in order, with their approvers (the expanded row of the list). */
export function TemplateNodes({ template }: { template: TAuditTemplate }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Timeline
      data-testid={`template-detail-${template.id}`}
      items={template.nodes.map((n) => ({
        key: n.seq,
        content: (
          <Space wrap size={[4, 4]}>
            <Typography.Text
              strong
            >{`${n.seq}. ${pickLangName(n.langNames, locale, n.name)}`}</Typography.Text>
            {n.approvers.map((p) => (
              <Tag key={`u${p.id}`} color="blue">
                {p.realName || p.account}
              </Tag>
            ))}
            {n.approverRoles.map((r) => (
              <Tag key={`r${r}`} color="purple">
                {t(`approvals.roles.${r}`)}
              </Tag>
            ))}
          </Space>
        ),
      }))}
    />
  );
}
