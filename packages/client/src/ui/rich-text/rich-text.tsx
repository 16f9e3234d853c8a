export interface RichTextProps {
  /**
   * HTML an administrator wrote, as the server stored it: every rich field is passed through
   * the one sanitiser (apps/server/src/core/rich-text.ts) when it is saved, so only its subset
   * (formatting, lists, tables, links, images; no scripts, styles, handlers or frames) arrives.
   */
  html: string;
  className?: string;
  testId?: string;
}

/**
 * Rich text shown in the page (course and survey intros, text resources, exam and programme
 * intros, knowledge items): the stored HTML in the site's own type, images and tables kept
 * within the column (`.rich-text` of the base stylesheet). Never for text that has not been
 * through the server's sanitiser (an admin's preview of unsaved input stays in a sandboxed
 * frame).
 */
export function RichText({ html, className, testId }: RichTextProps) {
  return (
    <div
      className={className ? `rich-text ${className}` : 'rich-text'}
      data-testid={testId}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
