import { featurePages } from '../../app/router/feature-pages.ts';
import type { AdminFeature } from '../../app/features/admin-feature.ts';
import { CERTIFICATE_PATHS } from './lib/certificate-paths.ts';

const page = featurePages('certificates');

const TemplateListPage = page(() => import('./pages/template-list-page.tsx'), 'TemplateListPage');
const TemplateEditPage = page(() => import('./pages/template-edit-page.tsx'), 'TemplateEditPage');
const CertificateListPage = page(
  () => import('./pages/certificate-list-page.tsx'),
  'CertificateListPage',
);

/** Certificates (Training area): templates and their editor, issued certificates. */
export const feature: AdminFeature = {
  key: 'certificates',
  area: { key: 'training', labelKey: 'certificates.area', order: 42 },
  entries: [
    {
      key: 'certificate-templates',
      labelKey: 'certificates.menu.templates',
      path: CERTIFICATE_PATHS.templates,
      icon: 'SafetyCertificateOutlined',
      order: 60,
    },
    {
      key: 'certificates-issued',
      labelKey: 'certificates.menu.issued',
      path: CERTIFICATE_PATHS.issued,
      icon: 'FileProtectOutlined',
      order: 61,
    },
  ],
  routes: [
    {
      path: CERTIFICATE_PATHS.templates,
      handle: { requireAuth: true, titleKey: 'certificates.title.templates' },
      element: <TemplateListPage />,
    },
    {
      path: CERTIFICATE_PATHS.edit,
      handle: { requireAuth: true, titleKey: 'certificates.title.edit' },
      element: <TemplateEditPage />,
    },
    {
      path: CERTIFICATE_PATHS.issued,
      handle: { requireAuth: true, titleKey: 'certificates.title.issued' },
      element: <CertificateListPage />,
    },
  ],
};
