import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteMeta } from '../../app/router/route-meta.ts';

const AuditPage = lazy(() =>
  import('./pages/audit-page.tsx').then((m) => ({ default: m.AuditPage })),
);

const audit: RouteMeta = {
  requireAuth: true,
  titleKey: 'audit.title',
  menuCode: 'audit',
  // Spec s.2: the audit centre never asks to complete personnel information.
  skipInfoPrompt: true,
};

/** The audit centre (spec s.2 /audit, s.7 "Audit"). */
export const mainRoutes: RouteObject[] = [
  { path: '/audit', handle: audit, element: <AuditPage /> },
];
