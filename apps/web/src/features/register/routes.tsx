import type { RouteObject } from 'react-router';
import { featurePages } from '../../app/router/feature-pages.ts';
import type { RouteMeta } from '../../app/router/route-meta.ts';

const page = featurePages('register');
const RegisterPage = page(() => import('./pages/register-pages.tsx'), 'RegisterPage');
const CompanyRegisterPage = page(() => import('./pages/register-pages.tsx'), 'CompanyRegisterPage');
const TermsPage = page(() => import('./pages/register-pages.tsx'), 'TermsPage');

const meta = (titleKey: string): RouteMeta => ({ public: true, titleKey, withoutKit: true });

/**
 * Registration (spec s.2 Public): /register (a person), /register/company (an enterprise), and
 * the texts its terms box links to, /mine/useragreement and /mine/private. Made without the
 * component kit, as the login page they are reached from.
 */
export const publicRoutes: RouteObject[] = [
  { path: '/register', handle: meta('register.titlePerson'), element: <RegisterPage /> },
  {
    path: '/register/company',
    handle: meta('register.titleCompany'),
    element: <CompanyRegisterPage />,
  },
  {
    path: '/mine/useragreement',
    handle: meta('register.titleAgreement'),
    element: <TermsPage kind="agreement" />,
  },
  {
    path: '/mine/private',
    handle: meta('register.titlePrivacy'),
    element: <TermsPage kind="privacy" />,
  },
];
