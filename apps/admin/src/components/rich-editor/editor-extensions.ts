import Image from '@tiptap/extension-image';
import StarterKit from '@tiptap/starter-kit';
import { isEditorLink } from './editor-links.ts';

/**
 * The editor's schema, a subset of what the sanitiser keeps: paragraphs, headings 2-4, bold,
 * italic, underline, strike, inline code, quotes, code blocks, rules, lists, links and
 * pictures by address (never inline data: pictures, which the sanitiser drops).
 */
export const editorExtensions = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      isAllowedUri: (url) => isEditorLink(url),
      shouldAutoLink: (url) => isEditorLink(url) || isEditorLink(`https://${url}`),
    },
  }),
  Image.configure({ allowBase64: false, inline: false }),
];

/** Heading levels offered by the toolbar (the page title is the h1 of a learner's page). */
export const HEADING_LEVELS = [2, 3, 4] as const;
