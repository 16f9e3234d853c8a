import { Input, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Rich text as HTML with a preview. The server keeps only safe markup (formatting, lists,
 * tables, links, pictures), so what the preview shows of scripts or handlers is dropped on save.
 */
export function HtmlField({ value, onChange }: { value?: string; onChange?: (v: string) => void }) {
  const { t } = useTranslation();
  return (
    <Tabs
      size="small"
      items={[
        {
          key: 'edit',
          label: t('knowledge.form.html'),
          children: (
            <Input.TextArea
              value={value}
              onChange={(e) => onChange?.(e.target.value)}
              autoSize={{ minRows: 8, maxRows: 24 }}
              aria-label={t('knowledge.form.content')}
              data-testid="knowledge-content"
            />
          ),
        },
        {
          key: 'preview',
          label: t('knowledge.form.preview'),
          children: (
            // The admin's own text, shown in a sandboxed frame without scripts.
            <iframe
              title={t('knowledge.form.preview')}
              sandbox=""
              srcDoc={value ?? ''}
              className="kn-html-preview"
            />
          ),
        },
      ]}
    />
  );
}
