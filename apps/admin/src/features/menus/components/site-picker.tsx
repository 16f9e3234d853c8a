import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSites } from '../hooks/use-menus.ts';

const COMPANY = 'company';

/** Whose menus to edit: the company-wide entries or one website's. */
export function SitePicker({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (websiteId: number | null) => void;
}) {
  const { t } = useTranslation();
  const sites = useSites();
  return (
    <Select<number | typeof COMPANY>
      style={{ width: 280 }}
      value={value ?? COMPANY}
      loading={sites.isLoading}
      onChange={(v) => onChange(v === COMPANY ? null : v)}
      data-testid="menus-site"
      options={[
        { value: COMPANY, label: t('menus.companyWide') },
        ...(sites.data?.list ?? []).map((s) => ({
          value: s.id,
          label: s.ownMenus ? s.platformName : t('menus.siteInherits', { name: s.platformName }),
        })),
      ]}
    />
  );
}
