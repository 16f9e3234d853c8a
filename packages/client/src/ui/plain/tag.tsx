import type { ReactNode } from 'react';

export type TagTone = 'neutral' | 'primary' | 'success' | 'warning' | 'danger';

/**
 * A small label (a type, a state) at AA contrast in each tone, made without the component kit.
 * `className` adds a place's own size or spacing (the header menu's newest and hottest marks).
 */
export function Tag({
  tone = 'neutral',
  className,
  children,
}: {
  tone?: TagTone;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span className={`plain-tag plain-tag--${tone}${className ? ` ${className}` : ''}`}>
      {children}
    </span>
  );
}
