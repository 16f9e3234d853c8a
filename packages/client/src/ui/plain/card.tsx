import { useId, type HTMLAttributes, type ReactNode } from 'react';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The card's heading (an h2 unless `headingLevel` says otherwise); none: a bare panel. */
  title?: ReactNode;
  headingLevel?: 2 | 3;
  /** Beside the heading, at the end: a "more" link, a small action. */
  extra?: ReactNode;
  'data-testid'?: string;
}

/**
 * A white panel with an optional heading row, made without the component kit (`.plain-card`
 * of the base stylesheet). With a title it is a labelled region.
 */
export function Card({ title, headingLevel = 2, extra, className, children, ...rest }: CardProps) {
  const headingId = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <section
      className={className ? `plain-card ${className}` : 'plain-card'}
      aria-labelledby={title ? headingId : undefined}
      {...rest}
    >
      {title || extra ? (
        <div className="plain-card__head">
          {title ? (
            <Heading id={headingId} className="plain-card__title">
              {title}
            </Heading>
          ) : null}
          {extra ? <div className="plain-card__extra">{extra}</div> : null}
        </div>
      ) : null}
      <div className="plain-card__body">{children}</div>
    </section>
  );
}
