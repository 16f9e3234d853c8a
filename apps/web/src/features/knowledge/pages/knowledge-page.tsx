import { Card, Empty, Input, Pagination, Segmented, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { KnowledgeSort } from '@ascent/shared/knowledge';
import { LoadFailed, PageSpin } from '@ascent/client/ui';
import { CategoryTree } from '../components/category-tree.tsx';
import { KnowledgeCard } from '../components/knowledge-card.tsx';
import { useKnowledgeCategories, useKnowledgeList } from '../hooks/use-knowledge.ts';
import '../knowledge.css';

const PAGE_SIZE = 12;

/** /knowledge: categories on the side, the items the learner may see, a keyword, newest or hottest. */
export function KnowledgePage() {
  const { t } = useTranslation();
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [keyword, setKeyword] = useState('');
  const [sort, setSort] = useState<KnowledgeSort>('newest');
  const [page, setPage] = useState(1);
  const categories = useKnowledgeCategories();
  const items = useKnowledgeList({
    categoryId,
    keyword: keyword || undefined,
    sort,
    page,
    pageSize: PAGE_SIZE,
  });

  if (items.isPending) return <PageSpin />;
  if (items.isError && !items.data)
    return <LoadFailed error={items.error} onRetry={() => void items.refetch()} />;
  const data = items.data;

  return (
    <div className="page kn-page" data-testid="knowledge-page">
      <Card className="kn-page__side" title={t('knowledge.categories')} size="small">
        {categories.data ? (
          <CategoryTree
            tree={categories.data}
            value={categoryId}
            onChange={(id) => {
              setCategoryId(id);
              setPage(1);
            }}
          />
        ) : categories.isError ? (
          <LoadFailed error={categories.error} onRetry={() => void categories.refetch()} />
        ) : (
          <Spin />
        )}
      </Card>
      <Card className="kn-page__main" title={t('knowledge.title')}>
        <div className="kn-toolbar">
          <Input.Search
            allowClear
            maxLength={20}
            placeholder={t('knowledge.searchPlaceholder')}
            aria-label={t('knowledge.searchPlaceholder')}
            onSearch={(v) => {
              setKeyword(v.trim());
              setPage(1);
            }}
            data-testid="knowledge-search"
          />
          <Segmented
            value={sort}
            options={[
              { value: 'newest', label: t('knowledge.sort.newest') },
              { value: 'hottest', label: t('knowledge.sort.hottest') },
            ]}
            onChange={(v) => {
              setSort(v as KnowledgeSort);
              setPage(1);
            }}
          />
        </div>
        <Spin spinning={items.isFetching}>
          {data.list.length ? (
            <div className="kn-grid">
              {data.list.map((item) => (
                <KnowledgeCard key={item.id} item={item} />
              ))}
            </div>
          ) : (
            <Empty
              description={t(keyword ? 'knowledge.noMatch' : 'knowledge.empty')}
              data-testid="knowledge-empty"
            />
          )}
        </Spin>
        {data.total > PAGE_SIZE ? (
          <Pagination
            className="kn-pagination"
            current={page}
            pageSize={PAGE_SIZE}
            total={data.total}
            showSizeChanger={false}
            showTotal={(total) => t('knowledge.total', { total })}
            onChange={setPage}
          />
        ) : null}
      </Card>
    </div>
  );
}
