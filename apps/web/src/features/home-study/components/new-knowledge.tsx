import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TKnowledgeCard } from '@ascent/shared/knowledge';
import { Card, Empty } from '@ascent/client/ui';
import { formatDate } from '@ascent/client/i18n';

/** The newest knowledge items the learner may see (from home/detail). */
export function NewKnowledge({ items }: { items: TKnowledgeCard[] }) {
  const { t } = useTranslation();
  return (
    <Card
      title={t('homeStudy.newItems')}
      extra={<Link to="/knowledge">{t('homeStudy.more')}</Link>}
      data-testid="home-new-knowledge"
    >
      {items.length ? (
        <ul className="sh-list">
          {items.map((k) => (
            <li key={k.id} className="sh-list__item">
              <Link to={`/doc/detail?id=${k.id}`} className="sh-doc">
                <img
                  className="sh-doc__cover"
                  src={k.cover}
                  alt=""
                  width={64}
                  height={40}
                  loading="lazy"
                />
                <span className="sh-doc__body">
                  <span className="sh-doc__title">{k.title}</span>
                  <span className="sh-doc__meta">
                    {[k.categoryName, k.fileExt.toUpperCase()].filter(Boolean).join(' · ')}
                  </span>
                </span>
                {k.publishedAt ? (
                  <span className="sh-doc__date">{formatDate(k.publishedAt)}</span>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <Empty description={t('homeStudy.noItems')} />
      )}
    </Card>
  );
}
