import { Grid, Layout } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@ascent/client/i18n';
import { LangSwitch, useForcedChange } from '@ascent/client/ui';
import { appI18n, session, useSession } from '../../../app/services.ts';
import { withExpertTraining } from '../../programme/lib/expert-training.ts';
import { useHeaderMenu } from '../hooks/use-header-menu.ts';
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
 * The header (spec section 2 Shell). While a forced password change is due only the logo,
 * language and avatar show; the menu appears once the password is changed.
 */
export function AppHeader() {
  const { t } = useTranslation();
  const locale = useLocale();
  const screens = Grid.useBreakpoint();
  const menu = useHeaderMenu();
  const forced = useForcedChange(session);
  const homeLabel = t('shell.menu.home');
  const config = useSession((s) => s.platformConfig);
  const expertLabel = t('programme.newstaff.expertName');
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
  // useBreakpoint is empty on the first render: treat that as desktop to avoid a flash.
  const mobile = screens.md === false;

  return (
    <Layout.Header className="app-header" data-testid="app-header">
      {showNav && mobile ? (
        <MobileMenu
          entries={entries}
          extra={
            <>
              <SearchToggle />
              <WebsiteSwitcher />
              <DownloadLink />
              <AdminLink />
            </>
          }
        />
      ) : null}
      <HeaderLogo />
      {showNav && !mobile ? (
        <HeaderMenu entries={entries} />
      ) : (
        <div className="app-header__spacer" />
      )}
      <div className="app-header__actions">
        {showNav && !mobile ? (
          <>
            <SearchToggle />
            <WebsiteSwitcher />
          </>
        ) : null}
        <LangSwitch session={session} appI18n={appI18n} compact={mobile} />
        {showNav ? <MessageBell /> : null}
        {showNav && !mobile ? (
          <>
            <DownloadLink />
            <AdminLink />
          </>
        ) : null}
        <AvatarMenu />
      </div>
    </Layout.Header>
  );
}
