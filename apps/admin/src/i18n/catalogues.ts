import { appCatalogue, featureCatalogues, type AppCatalogueLoaders } from '@ascent/client/i18n';

/**
 * Every user-facing string of the admin site, a chunk per locale and part, loaded only when
 * shown: the site's own texts (locales/<locale>.json) with the language, and each feature's
 * (features/<name>/locales/<locale>.json) with its pages (`featurePages`). The signed-in frame
 * names every feature in its menu, so it brings them all; the login page brings none.
 * `@ascent/client` adds its shared `ui` section and loads the server messages of
 * `@ascent/shared` in the same locale.
 */
export const catalogues: AppCatalogueLoaders = {
  app: appCatalogue(
    import.meta.glob<string>('./locales/*.json', {
      query: '?url&no-inline',
      import: 'default',
      eager: true,
    }),
  ),
  features: featureCatalogues(
    import.meta.glob<string>('../features/*/locales/*.json', {
      query: '?url&no-inline',
      import: 'default',
      eager: true,
    }),
  ),
  // What each feature's code shows of other features' texts (catalogue-needs.test.ts keeps it).
  needs: {
    auth: ['handover'],
    banners: ['knowledge'],
    courses: ['dashboard'],
    exams: ['dashboard'],
    menus: ['config'],
    // The menu names every feature.
    shell: [
      'approvals',
      'banners',
      'certificates',
      'config',
      'courses',
      'dashboard',
      'earning',
      'exams',
      'homework',
      'in-person',
      'jobs',
      'knowledge',
      'menus',
      'messages',
      'oplog',
      'org',
      'practice',
      'programmes',
      'question-bank',
      'signups',
      'study-plans',
      'surveys',
      'users',
    ],
  },
};
