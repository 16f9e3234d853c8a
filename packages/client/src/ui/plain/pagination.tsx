import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons/content-icons.tsx';
import { pageCount, pageItems } from './pagination-items.ts';

export interface PaginationProps {
  /** The page shown, from 1. */
  current: number;
  /** How many entries the list has in all. */
  total: number;
  pageSize: number;
  onChange: (page: number) => void;
  /** What is paged ("Comments"); "Pages" by default. */
  label?: string;
  className?: string;
}

/**
 * A pager made without the component kit (`.plain-pagination`): previous, the pages (the
 * current one `aria-current="page"`, gaps where pages are left out) and next, as buttons of at
 * least 32 px in a labelled `nav`. Nothing shows for a single page.
 */
export function Pagination({
  current,
  total,
  pageSize,
  onChange,
  label,
  className,
}: PaginationProps) {
  const { t } = useTranslation();
  const pages = pageCount(total, pageSize);
  if (pages <= 1) return null;
  const go = (page: number) => {
    if (page >= 1 && page <= pages && page !== current) onChange(page);
  };
  return (
    <nav
      className={className ? `plain-pagination ${className}` : 'plain-pagination'}
      aria-label={label ?? t('ui.pagination.label')}
    >
      <ul className="plain-pagination__list">
        <li>
          <button
            type="button"
            className="plain-pagination__item"
            aria-label={t('ui.pagination.previous')}
            disabled={current <= 1}
            onClick={() => go(current - 1)}
          >
            <ChevronLeftIcon />
          </button>
        </li>
        {pageItems(current, pages).map((item, i) =>
          item === 'gap' ? (
            <li key={`gap-${i}`} className="plain-pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className="plain-pagination__item"
                aria-label={t('ui.pagination.page', { page: item })}
                aria-current={item === current ? 'page' : undefined}
                onClick={() => go(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className="plain-pagination__item"
            aria-label={t('ui.pagination.next')}
            disabled={current >= pages}
            onClick={() => go(current + 1)}
          >
            <ChevronRightIcon />
          </button>
        </li>
      </ul>
    </nav>
  );
}
