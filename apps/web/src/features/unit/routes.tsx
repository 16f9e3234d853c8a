import type { RouteObject } from 'react-router';
import { featurePages } from '../../app/router/feature-pages.ts';
import type { RouteMeta } from '../../app/router/route-meta.ts';
import { SWITCH_UNIT_PATH } from './lib/unit-choice.ts';

const SwitchUnitPage = featurePages('unit')(
  () => import('./pages/switch-unit-page.tsx'),
  'SwitchUnitPage',
);

/**
 * /login/switch (spec s.2 Public): a person in several units picks the session's current one.
 * Listed public by the spec, it needs a session: signed out, the guard sends the browser to
 * /login and back. The whole window, made without the component kit, as the login page.
 */
export const immersiveRoutes: RouteObject[] = [
  {
    path: SWITCH_UNIT_PATH,
    handle: {
      requireAuth: true,
      titleKey: 'unit.title',
      immersive: true,
      withoutKit: true,
      skipInfoPrompt: true,
    } satisfies RouteMeta,
    element: <SwitchUnitPage />,
  },
];
