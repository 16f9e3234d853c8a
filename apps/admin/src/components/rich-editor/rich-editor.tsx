import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';

export interface RichEditorProps {
  /** Injected by Form.Item: the editable area's id, so the field's label names it. */
  id?: string;
  /** The HTML (an antd Form value); '' when empty. */
  value?: string;
  onChange?: (html: string) => void;
  /** The field's shared limit on the stored HTML (what the server's zod rule checks). */
  maxLength?: number;
  disabled?: boolean;
  /** The editable area's accessible name when no Form.Item label names it. */
  ariaLabel?: string;
  testId?: string;
  minHeight?: number;
}

// tiptap and ProseMirror load with the first editor shown, never with pages that have none.
const RichEditorCore = lazy(() => import('./rich-editor-core.tsx'));

/**
 * The one editor of rich text in the admin site (course and programme intros, text resources,
 * knowledge items, exam and survey intros): a WYSIWYG editor whose value is HTML, checked and
 * sanitised by the server on save (apps/server/src/core/rich-text.ts).
 */
export function RichEditor(props: RichEditorProps) {
  return (
    <Suspense
      fallback={
        <div
          className="rich-editor rich-editor--loading"
          style={{ minHeight: props.minHeight ?? 160 }}
        >
          <Skeleton active paragraph={{ rows: 3 }} title={false} />
        </div>
      }
    >
      <RichEditorCore {...props} />
    </Suspense>
  );
}
