import { List, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * The frame of a programme or task card in a list: the cover (the server sends a default when
 * the item has none) and the name, both linking to its page; `children` below the name.
 */
export function CardFrame({
  testId,
  url,
  cover,
  title,
  children,
}: {
  testId: string;
  url: string;
  cover: string | null | undefined;
  title: string;
  children: ReactNode;
}) {
  return (
    <List.Item className="prog-card" data-testid={testId}>
      <Link to={url} className="prog-card__cover" aria-hidden tabIndex={-1}>
        {cover ? <img src={cover} alt="" width={260} height={150} loading="lazy" /> : null}
      </Link>
      <div className="prog-card__body">
        <Link to={url} className="prog-card__title">
          <Typography.Text strong ellipsis={{ tooltip: title }}>
            {title}
          </Typography.Text>
        </Link>
        {children}
      </div>
    </List.Item>
  );
}
