import { EyeOutlined, DownloadOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TKnowledgeCard } from '@ascent/shared/knowledge';
import { docDetailPath } from '../lib/knowledge-paths.ts';

/** One knowledge item in a list: cover (the document's type on it), title, summary, counts. */
export function KnowledgeCard({ item }: { item: TKnowledgeCard }) {
  const { t } = useTranslation();
  return (
    <Link to={docDetailPath(item.id)} className="kn-card" data-testid="knowledge-card">
      <div className="kn-card__cover">
        <img src={item.cover} alt="" width={260} height={150} loading="lazy" />
        <span className="kn-card__ext">
          {item.fileExt ? item.fileExt.toUpperCase() : t('knowledge.article')}
        </span>
      </div>
      <div className="kn-card__body">
        <h3 className="kn-card__title">{item.title}</h3>
        {item.summary ? <p className="kn-card__summary">{item.summary}</p> : null}
        <div className="kn-card__meta">
          {item.categoryName ? <Tag>{item.categoryName}</Tag> : null}
          <span aria-label={t('knowledge.views')}>
            <EyeOutlined /> {item.viewCount}
          </span>
          <span aria-label={t('knowledge.downloads')}>
            <DownloadOutlined /> {item.downloadCount}
          </span>
        </div>
      </div>
    </Link>
  );
}
