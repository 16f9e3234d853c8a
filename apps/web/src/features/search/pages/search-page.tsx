import { Card, Empty, Input } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import {
  addToHistory,
  normalizeKeyword,
  readHistory,
  SEARCH_LIMITS,
  searchPath,
  writeHistory,
} from '../../shell/lib/search-history.ts';
import { SearchResults } from '../components/search-results.tsx';
import { SearchWords } from '../components/search-words.tsx';
import { useHotWords } from '../hooks/use-search.ts';
import '../search.css';

const storage = (): Storage | null => (typeof localStorage === 'undefined' ? null : localStorage);

/**
 * /search/{keyword}: the results of every searchable kind, the learner's last 10 searches
 * (the header's history) and the hot words.
 */
export function SearchPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const keyword = normalizeKeyword(useParams().keyword ?? '');
  const [history, setHistory] = useState(() => readHistory(storage()));
  const [draft, setDraft] = useState(keyword);
  const hot = useHotWords();

  // A new keyword joins the history (most recent first, at most 10).
  useEffect(() => {
    setDraft(keyword);
    if (keyword)
      setHistory((h) => {
        const next = addToHistory(h, keyword);
        writeHistory(storage(), next);
        return next;
      });
  }, [keyword]);

  const go = (raw: string) => {
    const k = normalizeKeyword(raw);
    if (k) void navigate(searchPath(k));
  };

  return (
    <div className="page search-page" data-testid="search-page">
      <Card>
        <Input.Search
          value={draft}
          maxLength={SEARCH_LIMITS.keyword}
          enterButton={t('search.submit')}
          placeholder={t('search.placeholder')}
          aria-label={t('search.placeholder')}
          onChange={(e) => setDraft(e.target.value)}
          onSearch={go}
          data-testid="search-page-input"
        />
        <SearchWords
          history={history}
          hot={hot.data}
          onPick={go}
          onClearHistory={() => {
            setHistory([]);
            writeHistory(storage(), []);
          }}
        />
      </Card>
      <Card>
        {keyword ? (
          <SearchResults key={keyword} keyword={keyword} />
        ) : (
          <Empty description={t('search.enterKeyword')} />
        )}
      </Card>
    </div>
  );
}
