import { QueryClientProvider } from '@tanstack/react-query';
import { useLayoutEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useSessionState } from '../../session/use-session-state.ts';
import { brandColour, primaryColour } from '../../ui/theme/accessible-colour.ts';
import type { AppServices } from '../services/app-services.ts';

export interface AppProvidersProps {
  services: Pick<AppServices, 'appI18n' | 'queryClient' | 'session'>;
  children: ReactNode;
}

/**
 * i18n and server data for every page, and the company's colour (at AA contrast) as the
 * `--app-primary` CSS variable for the pages made without the component kit. antd (its
 * locale, theme and toasts) is the AntdLayer, loaded with the first page that uses it
 * (WithAntd), so the login page carries none of it.
 */
export function AppProviders({ services, children }: AppProvidersProps) {
  const { appI18n, queryClient, session } = services;
  const primary = primaryColour(useSessionState(session, brandColour));
  useLayoutEffect(() => {
    document.documentElement.style.setProperty('--app-primary', primary);
  }, [primary]);
  return (
    <I18nextProvider i18n={appI18n.i18n}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </I18nextProvider>
  );
}
