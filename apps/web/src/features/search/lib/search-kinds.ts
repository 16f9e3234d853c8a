/** The tabs the learner site knows a name for; other kinds show under their own key. */
export const KNOWN_KINDS = ['course', 'knowledge', 'news'] as const;

export function kindLabelKey(kind: string): string | null {
  return (KNOWN_KINDS as readonly string[]).includes(kind) ? `search.kinds.${kind}` : null;
}
