/**
 * Runs `task` at most once at a time: callers that arrive while it runs share its promise.
 * Used for the token refresh (spec section 4: "a refresh call is made, one at a time").
 */
export function singleFlight<T>(task: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  return () => {
    running ??= task().finally(() => {
      running = null;
    });
    return running;
  };
}
