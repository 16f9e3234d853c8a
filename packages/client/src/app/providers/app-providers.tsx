import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider, type ThemeConfig } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { getAntdLocale } from '../../i18n/locale-resources.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { useSessionState } from '../../session/use-session-state.ts';
import { NotifierBridge } from '../../ui/feedback/notifier-bridge.tsx';
import { accessibleTheme } from '../../ui/theme/accessible-theme.ts';
import type { AppServices } from '../services/app-services.ts';

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Toasts at the top, 60px down, for 2 seconds (spec section 9). */
const MESSAGE_CONFIG = { top: 60, duration: 2, maxCount: 3 };

export interface AppProvidersProps {
  services: Pick<AppServices, 'appI18n' | 'queryClient' | 'notifier' | 'session'>;
  children: ReactNode;
}

/** antd in the language i18next shows (switched once that language is loaded). */
function AntdConfig({ theme, children }: { theme: ThemeConfig; children: ReactNode }) {
  const locale = useLocale();
  return (
    <ConfigProvider locale={getAntdLocale(locale)} theme={theme}>
      {children}
    </ConfigProvider>
  );
}

/** i18n, server data, antd locale and theme (the company's colour, at AA contrast), toasts. */
export function AppProviders({ services, children }: AppProvidersProps) {
  const { appI18n, queryClient, notifier, session } = services;
  const theme = useSessionState(
    session,
    (s) => s.companyInfo?.theme || s.platformConfig?.theme || '',
  );
  // Every text colour at WCAG AA; a company's colour darkened until it reaches AA on white.
  const themeConfig = useMemo<ThemeConfig>(
    () => accessibleTheme(HEX_COLOR.test(theme) ? theme : undefined),
    [theme],
  );
  return (
    <I18nextProvider i18n={appI18n.i18n}>
      <QueryClientProvider client={queryClient}>
        <AntdConfig theme={themeConfig}>
          <AntdApp message={MESSAGE_CONFIG}>
            <NotifierBridge notifier={notifier} />
            {children}
          </AntdApp>
        </AntdConfig>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
