import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TSearchHit } from '@ascent/shared/search';
import { HighlightedText } from './highlighted-text.tsx';
import { formatDate } from '@ascent/client/i18n';

/** One hit: cover, title with the keyword marked, summary, date. */
export function SearchHit({ hit, keyword }: { hit: TSearchHit; keyword: string }) {
  // Dates follow the language shown: render again when it changes.
  useTranslation();
  return (
    <li className="search-hit">
      <Link to={hit.path} className="search-hit__link" data-testid="search-hit">
        {hit.cover ? (
          <img
            className="search-hit__cover"
            src={hit.cover}
            alt=""
            width={260}
            height={150}
            loading="lazy"
          />
        ) : null}
        <div className="search-hit__body">
          <h3 className="search-hit__title">
            <HighlightedText text={hit.title} keyword={keyword} />
          </h3>
          {hit.summary ? (
            <p className="search-hit__summary">
              <HighlightedText text={hit.summary} keyword={keyword} />
            </p>
          ) : null}
          {hit.publishedAt ? <Tag bordered={false}>{formatDate(hit.publishedAt)}</Tag> : null}
        </div>
      </Link>
    </li>
  );
}
