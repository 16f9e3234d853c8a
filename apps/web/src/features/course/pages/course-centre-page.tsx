import { Card, Input, Pagination, Segmented, TreeSelect } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadFailed, PageSpin } from '@ascent/client/ui';
import type { CourseCentreSort } from '@ascent/shared/course';
import type { TNamedTreeNode } from '@ascent/shared/org';
import { fetchCourseCategories, fetchCourseCentre } from '../api/course-api.ts';
import { CourseGrid } from '../components/course-grid.tsx';
import { courseKeys } from '../lib/course-paths.ts';
import '../course.css';

const PAGE_SIZE = 12;
type Option = { value: number; title: string; children: Option[] };
const toOptions = (nodes: TNamedTreeNode[]): Option[] =>
  nodes.map((n) => ({ value: n.id, title: n.name, children: toOptions(n.list) }));

/**
 * /course/center: the courses the learner may see, by category (with its subcategories),
 * keyword and sort (newest or hottest), paged; state in the address so it survives a reload.
 */
export function CourseCentrePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const categoryId = Number(params.get('categoryId')) || undefined;
  const keyword = params.get('keyword') ?? '';
  const sort: CourseCentreSort = params.get('sort') === 'hottest' ? 'hottest' : 'newest';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = { categoryId, keyword: keyword || undefined, sort, page, pageSize: PAGE_SIZE };
  const list = useQuery({
    queryKey: courseKeys.centre(query),
    queryFn: () => fetchCourseCentre(query),
    placeholderData: keepPreviousData,
  });
  const categories = useQuery({ queryKey: courseKeys.categories, queryFn: fetchCourseCategories });
  const options = useMemo(() => toOptions(categories.data ?? []), [categories.data]);

  const change = (patch: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    if (!('page' in patch)) next.delete('page');
    setParams(next);
  };

  return (
    <div className="page">
      <Card title={t('course.centreTitle')}>
        <div className="course-filters">
          <TreeSelect<number>
            aria-label={t('course.category')}
            placeholder={t('course.allCategories')}
            allowClear
            treeDefaultExpandAll
            value={categoryId}
            treeData={options}
            loading={categories.isLoading}
            onChange={(v) => change({ categoryId: v ? String(v) : undefined })}
          />
          <Input.Search
            aria-label={t('course.search')}
            placeholder={t('course.search')}
            defaultValue={keyword}
            maxLength={20}
            allowClear
            onSearch={(v) => change({ keyword: v.trim() || undefined })}
          />
          <Segmented<CourseCentreSort>
            value={sort}
            onChange={(v) => change({ sort: v === 'hottest' ? 'hottest' : undefined })}
            options={[
              { value: 'newest', label: t('course.sort.newest') },
              { value: 'hottest', label: t('course.sort.hottest') },
            ]}
          />
        </div>
        {list.isPending ? (
          <PageSpin />
        ) : list.isError && !list.data ? (
          <LoadFailed error={list.error} onRetry={() => void list.refetch()} />
        ) : (
          <>
            <CourseGrid courses={list.data.list} />
            {list.data.total > PAGE_SIZE && (
              <Pagination
                className="course-pager"
                current={page}
                pageSize={PAGE_SIZE}
                total={list.data.total}
                showSizeChanger={false}
                onChange={(p) => change({ page: p > 1 ? String(p) : undefined })}
              />
            )}
          </>
        )}
      </Card>
    </div>
  );
}
