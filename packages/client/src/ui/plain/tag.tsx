import type { ReactNode } from 'react';

export type TagTone = 'neutral' | 'primary' | 'success' | 'warning' | 'danger';

/** A small label (a type, a state) at AA contrast in each tone, made without the component kit. */
export function Tag({ tone = 'neutral', children }: { tone?: TagTone; children: ReactNode }) {
  return <span className={`plain-tag plain-tag--${tone}`}>{children}</span>;
}
