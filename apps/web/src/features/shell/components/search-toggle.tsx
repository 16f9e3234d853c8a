import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CloseIcon, SearchIcon } from '@ascent/client/ui';
import {
  addToHistory,
  normalizeKeyword,
  readHistory,
  SEARCH_LIMITS,
  searchPath,
  writeHistory,
} from '../lib/search-history.ts';

const storage = (): Storage | null => (typeof localStorage === 'undefined' ? null : localStorage);

/**
 * The header search: a button that opens a search field, with the last 10 searches under it.
 * It closes on Escape (the focus back on the button), on the close button, and when the focus
 * leaves it.
 */
export function SearchToggle() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const [history, setHistory] = useState(() => readHistory(storage()));
  const toggle = useRef<HTMLButtonElement>(null);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) requestAnimationFrame(() => toggle.current?.focus());
  };
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
      <button
        ref={toggle}
        type="button"
        className="header-icon"
        aria-label={t('shell.search.open')}
        title={t('shell.search.open')}
        onClick={() => setOpen(true)}
        data-testid="search-toggle"
      >
        <SearchIcon size={20} />
      </button>
    );
  }
  return (
    <div
      className="search-toggle"
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) close(false);
      }}
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return;
        e.preventDefault();
        close(true);
      }}
    >
      <form
        role="search"
        className="search-toggle__field"
        onSubmit={(e) => {
          e.preventDefault();
          submit(value);
        }}
      >
        <SearchIcon size={16} className="search-toggle__icon" />
        <input
          autoFocus
          type="search"
          value={value}
          maxLength={SEARCH_LIMITS.keyword}
          placeholder={t('shell.search.placeholder')}
          aria-label={t('shell.search.placeholder')}
          enterKeyHint="search"
          onChange={(e) => setValue(e.target.value)}
          data-testid="search-input"
        />
        <button
          type="button"
          className="search-toggle__close"
          aria-label={t('shell.search.close')}
          title={t('shell.search.close')}
          onClick={() => close(true)}
        >
          <CloseIcon size={14} />
        </button>
      </form>
      {history.length ? (
        <div
          className="search-toggle__history"
          role="group"
          aria-label={t('shell.search.history')}
          // A click keeps the focus in the field (a browser that does not focus buttons on a
          // click would otherwise close the search before the click lands).
          onPointerDown={(e) => e.preventDefault()}
        >
          <div className="search-toggle__history-head">
            <span>{t('shell.search.history')}</span>
            <button type="button" className="plain-link" onClick={clear}>
              {t('shell.search.clear')}
            </button>
          </div>
          <div className="search-toggle__keywords">
            {history.map((keyword) => (
              <button
                key={keyword}
                type="button"
                className="search-toggle__keyword"
                onClick={() => submit(keyword)}
              >
                {keyword}
              </button>
            ))}
          </div>
        </div>
      ) : null}
    </div>
  );
}
