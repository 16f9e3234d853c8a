/**
 * The exam clock in the browser: the server keeps the deadline; the screen counts down to it
 * on its own clock corrected by the server's (serverNow at the paper's arrival).
 */

/** How far the server's clock is ahead of this one (ms). */
export const clockOffset = (serverNow: string, receivedAt: number) =>
  Date.parse(serverNow) - receivedAt;

/** Time left to the deadline, never below 0. */
export const remainingMs = (deadline: string, offset: number, now: number) =>
  Math.max(0, Date.parse(deadline) - (now + offset));

const two = (n: number) => String(n).padStart(2, '0');

/** 1:05:09 or 05:09. */
export function formatRemaining(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return h ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}
