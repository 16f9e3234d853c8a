import { SwapOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/services.ts';
import { changeWebsite } from '../api/shell-api.ts';
import { showWebsiteSwitcher } from '../lib/header-gates.ts';

/** Switches between the company's websites (more than one): the server switches, the page reloads. */
export function WebsiteSwitcher() {
  const { t } = useTranslation();
  const config = useSession((s) => s.platformConfig);
  const change = useMutation({
    mutationFn: changeWebsite,
    onSuccess: () => window.location.reload(),
  });
  if (!config || !showWebsiteSwitcher(config.webSites)) return null;
  const active =
    config.webSites.find((w) => w.active) ??
    config.webSites.find((w) => w.websiteId === config.lastWebsiteID);
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: active ? [String(active.websiteId)] : [],
        items: config.webSites.map((w) => ({ key: String(w.websiteId), label: w.platformName })),
        onClick: ({ key }) => {
          if (Number(key) !== active?.websiteId) change.mutate(Number(key));
        },
      }}
    >
      <Button
        type="text"
        icon={<SwapOutlined />}
        loading={change.isPending}
        aria-label={t('shell.website')}
      >
        {active?.platformName ?? t('shell.website')}
      </Button>
    </Dropdown>
  );
}
