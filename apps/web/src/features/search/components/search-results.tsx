import { Empty, Pagination, Spin, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '@ascent/client/ui';
import { useSearch } from '../hooks/use-search.ts';
import { kindLabelKey } from '../lib/search-kinds.ts';
import { SearchHit } from './search-hit.tsx';

const PAGE_SIZE = 10;

/** One keyword's results: a tab per kind with its total, the chosen tab's hits page by page. */
export function SearchResults({ keyword }: { keyword: string }) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<string | undefined>(undefined);
  const [page, setPage] = useState(1);
  const result = useSearch({ keyword, kind, page, pageSize: PAGE_SIZE });
  const data = result.data;
  const kindLabel = (k: string) => {
    const key = kindLabelKey(k);
    return key ? t(key) : k;
  };
  if (result.isError && !data)
    return <LoadFailed error={result.error} onRetry={() => void result.refetch()} />;
  if (!data) return <Spin />;
  return (
    <>
      <Tabs
        activeKey={data.kind}
        onChange={(k) => {
          setKind(k);
          setPage(1);
        }}
        items={data.kinds.map((k) => ({ key: k.kind, label: `${kindLabel(k.kind)} (${k.total})` }))}
      />
      <Spin spinning={result.isFetching}>
        {data.list.length ? (
          <ul className="search-hits">
            {data.list.map((hit) => (
              <SearchHit key={`${hit.kind}-${hit.id}`} hit={hit} keyword={keyword} />
            ))}
          </ul>
        ) : (
          <Empty description={t('search.noResults', { keyword })} data-testid="search-empty" />
        )}
      </Spin>
      {data.total > PAGE_SIZE ? (
        <Pagination
          className="search-pagination"
          current={page}
          pageSize={PAGE_SIZE}
          total={data.total}
          showSizeChanger={false}
          onChange={(p) => {
            setKind(data.kind);
            setPage(p);
          }}
        />
      ) : null}
    </>
  );
}
