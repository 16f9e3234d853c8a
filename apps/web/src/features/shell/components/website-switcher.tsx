import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainMenu, SwapIcon } from '@ascent/client/ui';
import { useSession } from '../../../app/services.ts';
import { changeWebsite } from '../api/shell-api.ts';
import { showWebsiteSwitcher } from '../lib/header-gates.ts';

/**
 * Switches between the company's websites (more than one): the server switches, the page
 * reloads. (A plain call, not a query mutation: the header's rarely shown switch should not
 * bring TanStack's mutation observer to every page.) A refused switch is toasted by the API
 * client; the menu is usable again.
 */
export function WebsiteSwitcher() {
  const { t } = useTranslation();
  const config = useSession((s) => s.platformConfig);
  const [pending, setPending] = useState(false);
  const change = (websiteId: number) => {
    setPending(true);
    changeWebsite(websiteId).then(
      () => window.location.reload(),
      () => setPending(false),
    );
  };
  if (!config || !showWebsiteSwitcher(config.webSites)) return null;
  const active =
    config.webSites.find((w) => w.active) ??
    config.webSites.find((w) => w.websiteId === config.lastWebsiteID);
  return (
    <PlainMenu
      testId="website-switcher"
      title={t('shell.website')}
      busy={pending}
      items={config.webSites.map((w) => ({
        key: String(w.websiteId),
        label: w.platformName,
        current: w.websiteId === active?.websiteId,
      }))}
      onSelect={(key) => {
        if (Number(key) !== active?.websiteId) change(Number(key));
      }}
    >
      <SwapIcon size={16} />
      <span>{active?.platformName ?? t('shell.website')}</span>
    </PlainMenu>
  );
}
