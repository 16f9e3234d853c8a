import { GlobalWorkerOptions, getDocument } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

/**
 * pdf.js (issue 14: about 100 KiB brotli), imported by the PDF viewer only when it opens a
 * document, so no page that merely may show one downloads it. The worker is bundled by Vite
 * as its own file.
 */
GlobalWorkerOptions.workerSrc = workerUrl;

export { getDocument };
