import { GlobalOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AppI18n } from '../../i18n/create-app-i18n.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import type { SessionStore } from '../../session/session-store.ts';
import { useSessionState } from '../../session/use-session-state.ts';
import { showLangSwitch } from './lang-options.ts';

export interface LangSwitchProps {
  /** The session holds the languages the platform offers (`langArr`). */
  session: SessionStore;
  /** Switches the language (loaded, then persisted, i18next, dayjs, antd, `<html lang>`). */
  appI18n: Pick<AppI18n, 'setLanguage'>;
  /** Icon only (narrow headers). */
  compact?: boolean;
}

/** The language switch: only when the platform offers more than one language. */
export function LangSwitch({ session, appI18n, compact = false }: LangSwitchProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const langArr = useSessionState(session, (s) => s.langArr);
  if (!showLangSwitch(langArr)) return null;
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [locale],
        items: langArr.map((l) => ({ key: l, label: t(`ui.lang.${l}`) })),
        onClick: ({ key }) => {
          appI18n
            .setLanguage(key as typeof locale)
            .catch((error: unknown) => console.error('Could not load the language', error));
        },
      }}
    >
      <Button
        type="text"
        icon={<GlobalOutlined />}
        data-testid="lang-switch"
        title={t('ui.language')}
        // Named by the language it shows (WCAG 2.5.3); icon only, by what it is for.
        aria-label={compact ? t('ui.language') : undefined}
      >
        {compact ? null : t(`ui.lang.${locale}`)}
      </Button>
    </Dropdown>
  );
}
