import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@ascent/client/i18n';
import { LangSwitch, useForcedChange } from '@ascent/client/ui';
import { appI18n, session, useSession } from '../../../app/services.ts';
import { withExpertTraining } from '../../programme/lib/expert-training.ts';
import { useHeaderMenu } from '../hooks/use-header-menu.ts';
import { useNarrowScreen } from '../hooks/use-narrow-screen.ts';
import { buildHeaderEntries } from '../lib/menu-entries.ts';
import { AdminLink } from './admin-link.tsx';
import { AvatarMenu } from './avatar-menu.tsx';
import { DownloadLink } from './download-link.tsx';
import { HeaderLogo } from './header-logo.tsx';
import { HeaderMenu } from './header-menu.tsx';
import { MessageBell } from './message-bell.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { SearchToggle } from './search-toggle.tsx';
import { WebsiteSwitcher } from './website-switcher.tsx';

/**
 * The header (spec section 2 Shell), made without the component kit. While a forced password
 * change is due only the logo, language and avatar show; the menu appears once the password
 * is changed. Under 768 px the menu and the extras fold behind a menu button (MobileMenu).
 */
export function AppHeader() {
  const { t } = useTranslation();
  const locale = useLocale();
  const narrow = useNarrowScreen();
  const menu = useHeaderMenu();
  const forced = useForcedChange(session);
  const homeLabel = t('shell.menu.home');
  const config = useSession((s) => s.platformConfig);
  const expertLabel = t('newstaff.expertName');
  const entries = useMemo(
    () =>
      buildHeaderEntries(
        withExpertTraining(menu.data ?? [], config, expertLabel),
        locale,
        homeLabel,
      ),
    [menu.data, config, expertLabel, locale, homeLabel],
  );
  const showNav = forced === null;

  return (
    <header className="app-header" data-testid="app-header">
      {showNav && narrow ? (
        <MobileMenu
          entries={entries}
          extra={
            <>
              <SearchToggle />
              <WebsiteSwitcher />
              <DownloadLink withText />
              <AdminLink />
            </>
          }
        />
      ) : null}
      <HeaderLogo />
      {showNav && !narrow ? (
        <HeaderMenu entries={entries} />
      ) : (
        <div className="app-header__spacer" />
      )}
      <div className="app-header__actions">
        {showNav && !narrow ? (
          <>
            <SearchToggle />
            <WebsiteSwitcher />
          </>
        ) : null}
        <LangSwitch session={session} appI18n={appI18n} compact={narrow} />
        {showNav ? <MessageBell /> : null}
        {showNav && !narrow ? (
          <>
            <DownloadLink />
            <AdminLink />
          </>
        ) : null}
        <AvatarMenu />
      </div>
    </header>
  );
}
