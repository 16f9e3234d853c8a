/**
 * Lets code outside React (the API client's ret handling) navigate with the router. The root
 * layout registers the router's navigate; before that, a full page load does the job.
 */
type Navigator = (to: string, options?: { replace?: boolean }) => void;

let navigator: Navigator | null = null;

export function setAppNavigator(next: Navigator | null): void {
  navigator = next;
}

export function appNavigate(to: string, options: { replace?: boolean } = {}): void {
  if (navigator) navigator(to, options);
  else if (options.replace) window.location.replace(to);
  else window.location.assign(to);
}
