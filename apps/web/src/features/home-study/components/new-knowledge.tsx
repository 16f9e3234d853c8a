import { Card, Empty, List } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TKnowledgeCard } from '@ascent/shared/knowledge';
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
        <List
          dataSource={items}
          renderItem={(k) => (
            <List.Item extra={k.publishedAt ? formatDate(k.publishedAt) : null}>
              <Link to={`/doc/detail?id=${k.id}`}>{k.title}</Link>
            </List.Item>
          )}
        />
      ) : (
        <Empty description={t('homeStudy.noItems')} />
      )}
    </Card>
  );
}
