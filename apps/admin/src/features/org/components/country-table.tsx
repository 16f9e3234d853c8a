import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { USER_QUERY_KEY } from '@ascent/client/app';
import type { TCountryAdmin } from '@ascent/shared/org';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { useListState } from '../../../components/data-table/use-list-state.ts';
import { fetchCountries } from '../api/org-api.ts';

/** ISO 3166 countries with their three names (read-only). */
export function CountryTable() {
  const { t } = useTranslation();
  const list = useListState();
  return (
    <DataTable<TCountryAdmin>
      testId="country-table"
      queryKey={[...USER_QUERY_KEY, 'org', 'countries']}
      list={list}
      fetchPage={fetchCountries}
      toolbar={
        <Input.Search
          allowClear
          placeholder={t('org.reference.search')}
          onSearch={(v) => list.search(v)}
          style={{ width: 260 }}
        />
      }
      columns={[
        { title: t('org.reference.code'), dataIndex: 'code', sorter: true, width: 100 },
        { title: t('org.reference.zhCN'), dataIndex: ['names', 'zh_CN'] },
        { title: t('org.reference.zhTW'), dataIndex: ['names', 'zh_TW'] },
        { title: t('org.reference.enUS'), dataIndex: ['names', 'en_US'] },
      ]}
    />
  );
}
