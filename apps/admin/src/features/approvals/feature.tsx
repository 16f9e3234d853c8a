import { featurePages } from '../../app/router/feature-pages.ts';
import type { AdminFeature } from '../../app/features/admin-feature.ts';

const page = featurePages('approvals');

const TemplatesPage = page(() => import('./pages/templates-page.tsx'), 'TemplatesPage');

export const APPROVAL_TEMPLATES_PATH = '/manage/approvals/templates';

export const feature: AdminFeature = {
  key: 'approvals',
  area: { key: 'approvals', labelKey: 'approvals.area', order: 50 },
  entries: [
    {
      key: 'approval-templates',
      labelKey: 'approvals.menu',
      path: APPROVAL_TEMPLATES_PATH,
      icon: 'CheckSquareOutlined',
      order: 0,
    },
  ],
  routes: [
    {
      path: APPROVAL_TEMPLATES_PATH,
      handle: { requireAuth: true, titleKey: 'approvals.title' },
      element: <TemplatesPage />,
    },
  ],
};
