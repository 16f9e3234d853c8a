import { CloseOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  addToHistory,
  normalizeKeyword,
  readHistory,
  SEARCH_LIMITS,
  searchPath,
  writeHistory,
} from '../lib/search-history.ts';

const storage = (): Storage | null => (typeof localStorage === 'undefined' ? null : localStorage);

/** The header search: a button that expands into an input with the last 10 searches under it. */
export function SearchToggle() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const [history, setHistory] = useState(() => readHistory(storage()));

  const submit = (raw: string) => {
    const keyword = normalizeKeyword(raw);
    if (!keyword) return;
    const next = addToHistory(history, keyword);
    setHistory(next);
    writeHistory(storage(), next);
    setValue('');
    setOpen(false);
    void navigate(searchPath(keyword));
  };

  const clear = () => {
    setHistory([]);
    writeHistory(storage(), []);
  };

  if (!open) {
    return (
      <Button
        type="text"
        icon={<SearchOutlined />}
        aria-label={t('shell.search.open')}
        onClick={() => setOpen(true)}
        data-testid="search-toggle"
      />
    );
  }
  return (
    <div className="search-toggle">
      <Input
        autoFocus
        value={value}
        maxLength={SEARCH_LIMITS.keyword}
        placeholder={t('shell.search.placeholder')}
        aria-label={t('shell.search.placeholder')}
        prefix={<SearchOutlined />}
        suffix={
          <Button
            type="text"
            size="small"
            icon={<CloseOutlined />}
            aria-label={t('shell.search.close')}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => setOpen(false)}
          />
        }
        onChange={(e) => setValue(e.target.value)}
        onPressEnter={() => submit(value)}
        onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
        onBlur={() => setOpen(false)}
        data-testid="search-input"
      />
      {history.length ? (
        <div className="search-toggle__history" aria-label={t('shell.search.history')}>
          <div className="search-toggle__history-head">
            <span>{t('shell.search.history')}</span>
            <Button
              type="link"
              size="small"
              onMouseDown={(e) => e.preventDefault()}
              onClick={clear}
            >
              {t('shell.search.clear')}
            </Button>
          </div>
          {history.map((keyword) => (
            <Button
              key={keyword}
              size="small"
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => submit(keyword)}
            >
              {keyword}
            </Button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
