import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { ChevronLeftIcon, ChevronRightIcon, LoadFailed, PageSpin } from '@ascent/client/ui';
import { useSession } from '../../../app/services.ts';
import { watermarkTile, WATERMARK_TILE } from '../lib/watermark.ts';

export interface PdfViewerProps {
  url: string;
  /** Lay the spec's watermark (the user's name and account) over the pages. */
  watermark: boolean;
  /** Called when the shown page changes (1-based) with the page count. */
  onPage?: (page: number, pages: number) => void;
}

/**
 * A PDF viewer (pdf.js, loaded with the first document): one page at a time with page
 * navigation, fitted to the width. Made without the component kit.
 */
export function PdfViewer({ url, watermark, onPage }: PdfViewerProps) {
  const { t } = useTranslation();
  const user = useSession((s) => s.userInfo);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const [doc, setDoc] = useState<PDFDocumentProxy | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);

  // The tile is drawn once per viewer and repeated by CSS over every page.
  const tile = useMemo(
    () => (watermark && user ? watermarkTile([user.realName || user.account, user.account]) : ''),
    [watermark, user],
  );

  useEffect(() => {
    setDoc(null);
    setError(null);
    setPage(1);
    let cancelled = false;
    let task: { promise: Promise<PDFDocumentProxy>; destroy(): Promise<void> } | null = null;
    // pdf.js itself is loaded with the first document (lib/pdf-js.ts).
    import('../lib/pdf-js.ts').then(({ getDocument }) => {
      if (cancelled) return;
      // No eval (the sites' CSP forbids it): pdf.js draws fonts without compiling them.
      task = getDocument({ url, withCredentials: true, isEvalSupported: false });
      task.promise.then(setDoc, (e: Error) => setError(e));
    }, setError);
    return () => {
      cancelled = true;
      void task?.destroy();
    };
  }, [url, attempt]);

  useEffect(() => {
    if (!doc || !canvasRef.current || !boxRef.current) return;
    let cancelled = false;
    let render: { cancel(): void } | null = null;
    void doc.getPage(page).then((p) => {
      if (cancelled || !canvasRef.current || !boxRef.current) return;
      const width = boxRef.current.clientWidth || 800;
      const base = p.getViewport({ scale: 1 });
      const dpr = window.devicePixelRatio || 1;
      const viewport = p.getViewport({ scale: (width / base.width) * dpr });
      const canvas = canvasRef.current;
      canvas.width = viewport.width;
      canvas.height = viewport.height;
      canvas.style.width = `${viewport.width / dpr}px`;
      canvas.style.height = `${viewport.height / dpr}px`;
      const task = p.render({ canvas, viewport });
      render = task;
      task.promise.catch(() => undefined);
    });
    onPage?.(page, doc.numPages);
    return () => {
      cancelled = true;
      render?.cancel();
    };
  }, [doc, page]); // eslint-disable-line react-hooks/exhaustive-deps

  if (error) return <LoadFailed error={error} onRetry={() => setAttempt((n) => n + 1)} />;
  return (
    <div className="pdf-viewer">
      <div className="pdf-viewer-page" ref={boxRef}>
        {!doc && <PageSpin />}
        <canvas ref={canvasRef} aria-label={t('learning.pdf.page', { page })} />
        {tile && (
          <div
            className="pdf-viewer-watermark"
            data-testid="watermark"
            style={{
              backgroundImage: `url(${tile})`,
              backgroundSize: `${WATERMARK_TILE.width}px ${WATERMARK_TILE.height}px`,
            }}
          />
        )}
      </div>
      {doc && (
        <div className="pdf-viewer-nav">
          <button
            type="button"
            className="plain-button pdf-viewer-nav__button"
            disabled={page <= 1}
            onClick={() => setPage((n) => n - 1)}
            aria-label={t('learning.pdf.previous')}
          >
            <ChevronLeftIcon />
          </button>
          <span>{t('learning.pdf.pageOf', { page, pages: doc.numPages })}</span>
          <button
            type="button"
            className="plain-button pdf-viewer-nav__button"
            disabled={page >= doc.numPages}
            onClick={() => setPage((n) => n + 1)}
            aria-label={t('learning.pdf.next')}
          >
            <ChevronRightIcon />
          </button>
        </div>
      )}
    </div>
  );
}
