import { splitMatches } from '../lib/highlight.ts';

export function HighlightedText({ text, keyword }: { text: string; keyword: string }) {
  return (
    <>
      {splitMatches(text, keyword).map(([part, hit], i) =>
        hit ? <mark key={i}>{part}</mark> : <span key={i}>{part}</span>,
      )}
    </>
  );
}
