import { GlobalOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@ascent/client/i18n';
import { appI18n, useSession } from '../../../app/services.ts';
import { showLangSwitch } from '../lib/header-gates.ts';

/** The language switch: only when the platform offers more than one language (icon only when compact). */
export function LangSwitch({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const langArr = useSession((s) => s.langArr);
  if (!showLangSwitch(langArr)) return null;
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [locale],
        items: langArr.map((l) => ({ key: l, label: t(`lang.${l}`) })),
        onClick: ({ key }) => appI18n.setLanguage(key as typeof locale),
      }}
    >
      <Button
        type="text"
        icon={<GlobalOutlined />}
        data-testid="lang-switch"
        aria-label={t('shell.language')}
      >
        {compact ? null : t(`lang.${locale}`)}
      </Button>
    </Dropdown>
  );
}
