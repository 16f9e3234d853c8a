import { Card, Image, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PdfViewer } from '../components/PdfViewer.tsx';
import '../learning.css';

/** Only files this site serves (/api/files/...) are previewed: no open redirect, no other origin. */
export function previewKind(url: string, type: string | null): 'pdf' | 'picture' | 'video' | null {
  if (!url.startsWith('/api/files/') || url.includes('..')) return null;
  const ext = (type ?? url.split('?')[0]!.split('.').pop() ?? '').toLowerCase();
  if (ext === 'pdf') return 'pdf';
  if (['png', 'jpg', 'jpeg', 'gif', 'webp', 'picture'].includes(ext)) return 'picture';
  if (['mp4', 'webm', 'mov', 'video'].includes(ext)) return 'video';
  return null;
}

/** /preview?url=&type=: a stored file (PDF with the watermark, picture or video). */
export function PreviewPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const url = params.get('url') ?? '';
  const kind = previewKind(url, params.get('type'));
  if (!kind) return <Result status="warning" title={t('learning.preview.unsupported')} />;
  return (
    <Card title={params.get('name') || t('learning.preview.title')}>
      {kind === 'pdf' && <PdfViewer url={url} watermark />}
      {kind === 'picture' && <Image src={url} alt={params.get('name') ?? ''} />}
      {kind === 'video' && <video className="media-player" src={url} controls playsInline />}
    </Card>
  );
}
