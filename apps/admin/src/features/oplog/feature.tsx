import { featurePages } from '../../app/router/feature-pages.ts';
import type { AdminFeature } from '../../app/features/admin-feature.ts';

const page = featurePages('oplog');

const OplogPage = page(() => import('./pages/oplog-page.tsx'), 'OplogPage');

export const OPLOG_PATH = '/manage/oplog';

export const feature: AdminFeature = {
  key: 'oplog',
  area: { key: 'trust', labelKey: 'oplog.area', order: 90 },
  entries: [
    { key: 'oplog', labelKey: 'oplog.menu', path: OPLOG_PATH, icon: 'AuditOutlined', order: 0 },
  ],
  routes: [
    {
      path: OPLOG_PATH,
      handle: { requireAuth: true, titleKey: 'oplog.title' },
      element: <OplogPage />,
    },
  ],
};
