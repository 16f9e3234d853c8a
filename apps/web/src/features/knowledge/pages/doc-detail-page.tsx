import { EyeOutlined, DownloadOutlined } from '@ant-design/icons';
import { Card, Empty, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ITEM_TYPE } from '@ascent/shared/course';
import { LoadFailed, PageSpin, RichText } from '@ascent/client/ui';
import { DownloadButton } from '../../download/components/download-button.tsx';
import { useSuiteShare } from '../../interaction/hooks/use-suite-share.ts';
import { DocumentPreview } from '../components/document-preview.tsx';
import { KnowledgeActions, KnowledgeComments } from '../components/knowledge-actions.tsx';
import { useKnowledgeDetail } from '../hooks/use-knowledge.ts';
import { docDetailPath, idFromSearch } from '../lib/knowledge-paths.ts';
import '../knowledge.css';
import { formatDate } from '@ascent/client/i18n';

/**
 * /doc/detail?id=: a knowledge item: its text, its document in the viewer, the download; inside
 * WeCom, its card when the learner forwards the page.
 */
export function DocDetailPage() {
  const { t } = useTranslation();
  const id = idFromSearch(useLocation().search);
  if (!id) return <Empty className="page" description={t('knowledge.notFound')} />;
  return <DocDetail key={id} id={id} />;
}

function DocDetail({ id }: { id: number }) {
  const { t } = useTranslation();
  const detail = useKnowledgeDetail(id);
  const shared = detail.data;
  useSuiteShare(
    shared ? { ...shared, intro: shared.content, path: docDetailPath(shared.id) } : null,
  );
  if (detail.isPending) return <PageSpin />;
  if (detail.isError)
    return <LoadFailed error={detail.error} onRetry={() => void detail.refetch()} />;
  const item = detail.data;
  return (
    <div className="page kn-detail" data-testid="doc-detail">
      <Card>
        <Typography.Title level={2} className="kn-detail__title">
          {item.title}
        </Typography.Title>
        <Space wrap className="kn-detail__meta">
          {item.categoryName ? <Tag>{item.categoryName}</Tag> : null}
          {item.tags.map((tag) => (
            <Tag key={tag} color="blue">
              {tag}
            </Tag>
          ))}
          {item.publishedAt ? <span>{formatDate(item.publishedAt)}</span> : null}
          <span aria-label={t('knowledge.views')}>
            <EyeOutlined /> {item.viewCount}
          </span>
          <span aria-label={t('knowledge.downloads')}>
            <DownloadOutlined /> {item.downloadCount}
          </span>
          {item.canDownload ? (
            <DownloadButton itemType={ITEM_TYPE.knowledge} itemId={item.id} />
          ) : null}
        </Space>
        <div className="kn-detail__actions">
          <KnowledgeActions itemId={item.id} />
        </div>
        {item.summary ? (
          <Typography.Paragraph type="secondary">{item.summary}</Typography.Paragraph>
        ) : null}
        {item.content ? <RichText className="kn-detail__content" html={item.content} /> : null}
      </Card>
      {item.file ? (
        <Card title={item.file.name} className="kn-detail__doc">
          <DocumentPreview file={item.file} />
        </Card>
      ) : null}
      <Card>
        <KnowledgeComments itemId={item.id} />
      </Card>
    </div>
  );
}
