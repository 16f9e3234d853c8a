const pad = (n: number) => String(n).padStart(2, '0');

/** H:MM:SS of a number of milliseconds (never below zero). */
export function formatRemaining(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  return `${h}:${pad(m)}:${pad(total % 60)}`;
}

/** Minutes (rounded up) between two ISO times; null while the second is missing. */
export function minutesBetween(from: string, to: string | null): number | null {
  if (!to) return null;
  return Math.max(0, Math.ceil((new Date(to).getTime() - new Date(from).getTime()) / 60_000));
}
