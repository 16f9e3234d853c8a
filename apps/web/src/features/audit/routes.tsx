import type { RouteObject } from 'react-router';
import { featurePages } from '../../app/router/feature-pages.ts';
import type { RouteMeta } from '../../app/router/route-meta.ts';

const page = featurePages('audit');

const AuditPage = page(() => import('./pages/audit-page.tsx'), 'AuditPage');

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
