import type { RouteObject } from 'react-router';

const modules = import.meta.glob<{
  mainRoutes?: RouteObject[];
  publicRoutes?: RouteObject[];
  immersiveRoutes?: RouteObject[];
}>('../../features/*/routes.tsx', { eager: true });

/**
 * The pages features add inside the main layout: each feature that has pages exports
 * `mainRoutes` from features/<name>/routes.tsx (lazy elements, RouteMeta handles), so adding
 * a feature edits no shared file.
 */
export const FEATURE_ROUTES: RouteObject[] = Object.keys(modules)
  .sort()
  .flatMap((k) => modules[k]?.mainRoutes ?? []);

/**
 * Pages open without signing in (RouteMeta `public`), outside the main layout: each feature's
 * `publicRoutes` (e.g. the certificate verification page).
 */
export const PUBLIC_FEATURE_ROUTES: RouteObject[] = Object.keys(modules)
  .sort()
  .flatMap((k) => modules[k]?.publicRoutes ?? []);

/**
 * Signed-in pages that take the whole window (RouteMeta `immersive`), outside the main layout:
 * each feature's `immersiveRoutes` (the exam paper). The shell (header, menu, footer) and its
 * component kit do not load with them.
 */
export const IMMERSIVE_FEATURE_ROUTES: RouteObject[] = Object.keys(modules)
  .sort()
  .flatMap((k) => modules[k]?.immersiveRoutes ?? []);
