import { FireOutlined, HistoryOutlined, PushpinOutlined } from '@ant-design/icons';
import { Button, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { THotWords } from '@ascent/shared/search';

/** The learner's last searches (kept in this browser, as in the header) and the hot words. */
export function SearchWords({
  history,
  hot,
  onPick,
  onClearHistory,
}: {
  history: string[];
  hot: THotWords | undefined;
  onPick: (keyword: string) => void;
  onClearHistory: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="search-words">
      <section aria-label={t('search.history')}>
        <Typography.Text strong>
          <HistoryOutlined /> {t('search.history')}
        </Typography.Text>
        {history.length ? (
          <Button type="link" size="small" onClick={onClearHistory}>
            {t('search.clearHistory')}
          </Button>
        ) : null}
        <Space wrap className="search-words__list">
          {history.length ? (
            history.map((k) => (
              <Button key={k} size="small" onClick={() => onPick(k)}>
                {k}
              </Button>
            ))
          ) : (
            <Typography.Text type="secondary">{t('search.noHistory')}</Typography.Text>
          )}
        </Space>
      </section>
      <section aria-label={t('search.hotWords')}>
        <Typography.Text strong>
          <FireOutlined /> {t('search.hotWords')}
        </Typography.Text>
        <Space wrap className="search-words__list">
          {hot?.pinned.map((k) => (
            <Button
              key={`p-${k}`}
              size="small"
              icon={<PushpinOutlined />}
              onClick={() => onPick(k)}
            >
              {k}
            </Button>
          ))}
          {hot?.words.map((w) => (
            <Button key={`h-${w.keyword}`} size="small" onClick={() => onPick(w.keyword)}>
              {w.keyword}
            </Button>
          ))}
          {hot && !hot.pinned.length && !hot.words.length ? (
            <Typography.Text type="secondary">{t('search.noHotWords')}</Typography.Text>
          ) : null}
        </Space>
      </section>
    </div>
  );
}
