import { useQuery } from '@tanstack/react-query';
import { Tree, Typography, type TreeDataNode } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { USER_QUERY_KEY } from '@ascent/client/app';
import { useLocale } from '@ascent/client/i18n';
import { LoadFailed, PageSpin } from '@ascent/client/ui';
import type { TAreaAdminNode } from '@ascent/shared/org';
import { fetchAreaTree } from '../api/org-api.ts';
import { nameIn } from '../lib/lang-name.ts';

type AreaItem = TreeDataNode & { key: number; title: ReactNode; children: AreaItem[] };

/** The area tree (read-only): each area in the site's language, with its code and other names. */
export function AreaTree() {
  const locale = useLocale();
  const query = useQuery({
    queryKey: [...USER_QUERY_KEY, 'org', 'areas'],
    queryFn: fetchAreaTree,
    staleTime: Infinity,
  });
  const treeData = useMemo(() => {
    const toItem = (a: TAreaAdminNode): AreaItem => {
      const own = nameIn(a.names, locale);
      const others = [a.names.zh_CN, a.names.zh_TW, a.names.en_US].filter((n) => n !== own);
      return {
        key: a.id,
        title: (
          <span>
            {own}{' '}
            <Typography.Text type="secondary">
              {a.id} · {[...new Set(others)].join(' · ')}
            </Typography.Text>
          </span>
        ),
        children: a.list.map(toItem),
      };
    };
    return (query.data ?? []).map(toItem);
  }, [query.data, locale]);
  if (query.isPending) return <PageSpin />;
  if (query.isError) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  return <Tree<AreaItem> treeData={treeData} selectable={false} data-testid="area-tree" />;
}
