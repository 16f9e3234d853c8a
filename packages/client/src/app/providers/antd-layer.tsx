import { App as AntdApp, ConfigProvider, type ThemeConfig } from 'antd';
import dayjs from 'dayjs';
import { use, useMemo, type ReactNode } from 'react';
import { enableKitPacks, getDayjsLocale, loadKitPack } from '../../i18n/locale-resources.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { useSessionState } from '../../session/use-session-state.ts';
import { NotifierBridge } from '../../ui/feedback/notifier-bridge.tsx';
import { accessibleTheme } from '../../ui/theme/accessible-theme.ts';
import { brandColour } from '../../ui/theme/accessible-colour.ts';
import type { AppServices } from '../services/app-services.ts';

// From now on a language is shown once its kit pack (antd's texts, dayjs's locale) is loaded too.
enableKitPacks();

/** Toasts at the top, 60px down, for 2 seconds (spec section 9). */
const MESSAGE_CONFIG = { top: 60, duration: 2, maxCount: 3 };

export interface AntdLayerProps {
  services: Pick<AppServices, 'notifier' | 'session'>;
  children: ReactNode;
  /**
   * A prompt over a page made without the kit (brought in with the prompt, gone when it
   * closes): it leaves the page's toasts to the plain toaster, so a toast raised as it closes
   * stays on screen.
   */
  prompt?: boolean;
}

/**
 * The component kit (antd) around the pages that use it: its locale and dayjs's (the kit pack
 * of the language shown, loaded before the first kit page shows and with every later language), the theme (the company's colour at AA contrast), and its toasts handed
 * to code outside React. Its own chunk, loaded with the first page that needs antd (WithAntd).
 */
export default function AntdLayer({ services, children, prompt = false }: AntdLayerProps) {
  const { notifier, session } = services;
  const locale = useLocale();
  const kit = use(loadKitPack(locale));
  // The pickers' dayjs follows the language (global, idempotent; set before the pages render).
  dayjs.locale(getDayjsLocale(locale));
  const brand = useSessionState(session, brandColour);
  // Every text colour at WCAG AA; a company's colour darkened until it reaches AA on white.
  const theme = useMemo<ThemeConfig>(() => accessibleTheme(brand), [brand]);
  return (
    <ConfigProvider locale={kit.antd} theme={theme}>
      <AntdApp message={MESSAGE_CONFIG}>
        {prompt ? null : <NotifierBridge notifier={notifier} />}
        {children}
      </AntdApp>
    </ConfigProvider>
  );
}
