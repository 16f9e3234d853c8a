import type { Ref, TextareaHTMLAttributes } from 'react';

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  /** Show "12 / 500" under the box (with `maxLength`). */
  showCount?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
}

/**
 * A text area made without the component kit (`.plain-input.plain-textarea`): a native `textarea` that
 * grows with its text (`field-sizing: content`, from `rows` up to a limit), with an optional
 * count of the characters typed against `maxLength` below it, clear of the box.
 */
export function TextArea({ showCount, className, ref, ...rest }: TextAreaProps) {
  const box = (
    <textarea
      ref={ref}
      className={
        className ? `plain-input plain-textarea ${className}` : 'plain-input plain-textarea'
      }
      {...rest}
    />
  );
  if (!showCount) return box;
  const length = typeof rest.value === 'string' ? rest.value.length : 0;
  return (
    <div className="plain-textarea-field">
      {box}
      <span className="plain-textarea__count">
        {rest.maxLength ? `${length} / ${rest.maxLength}` : length}
      </span>
    </div>
  );
}
