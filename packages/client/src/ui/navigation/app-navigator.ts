/**
 * Lets code outside React (the API client's ret handling) navigate with the router. The root
 * layout attaches the router's navigate; before that, a full page load does the job.
 */
export type NavigateFn = (to: string, options?: { replace?: boolean }) => void;

export interface AppNavigator {
  navigate: NavigateFn;
  attach(next: NavigateFn | null): void;
}

export function createAppNavigator(): AppNavigator {
  let current: NavigateFn | null = null;
  return {
    navigate: (to, options = {}) => {
      if (current) current(to, options);
      else if (options.replace) window.location.replace(to);
      else window.location.assign(to);
    },
    attach: (next) => {
      current = next;
    },
  };
}
