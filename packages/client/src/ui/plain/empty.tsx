import type { ReactNode } from 'react';

export interface EmptyProps {
  /** What is missing, said plainly ("No to-dos right now"). */
  description: ReactNode;
  /** A next step: a link or a button (`.plain-button`). */
  action?: ReactNode;
  /** Less padding, a smaller picture: inside a list or a side card. */
  compact?: boolean;
}

/** An empty state: a small drawn tray, what is missing and, when there is one, what to do. */
export function Empty({ description, action, compact }: EmptyProps) {
  return (
    <div className={`plain-empty${compact ? ' plain-empty--compact' : ''}`}>
      <svg className="plain-empty__picture" viewBox="0 0 64 48" aria-hidden="true">
        <ellipse cx="32" cy="42" rx="26" ry="4" className="plain-empty__shadow" />
        <path
          d="M10 22l8-12h28l8 12v14a3 3 0 0 1-3 3H13a3 3 0 0 1-3-3z"
          className="plain-empty__tray"
        />
        <path d="M10 22h14a8 8 0 0 0 16 0h14" className="plain-empty__lip" />
        <path d="M26 4v4M32 2v6M38 4v4" className="plain-empty__spark" />
      </svg>
      <p className="plain-empty__text">{description}</p>
      {action ? <div className="plain-empty__action">{action}</div> : null}
    </div>
  );
}
