import { Navigate, useLocation } from 'react-router';

/** A redirect route (/ -> /study, /mine -> /mine/layout) that keeps the query and hash. */
export function RedirectTo({ pathname }: { pathname: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname, search, hash }} replace />;
}
