import { appCatalogue, featureCatalogues, type AppCatalogueLoaders } from '@ascent/client/i18n';

/**
 * Every user-facing string of the learner site, a chunk per locale and part, loaded only when
 * shown: the site's own texts (locales/<locale>.json: titles, the shell, the home's frame, the
 * personal centre, the prompts) with the language, and each feature's
 * (features/<name>/locales/<locale>.json) with its pages (`featurePages`). `@ascent/client`
 * adds its shared `ui` section and loads the server messages of `@ascent/shared` in the same
 * locale.
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
    home: ['home-study'],
    'home-study': ['task'],
    knowledge: ['download', 'interaction', 'learning'],
    learning: ['interaction'],
    mine: [
      'certificate',
      'download',
      'exam',
      'exam-review',
      'homework',
      'idp',
      'in-person',
      'interaction',
      'learning',
      'messages',
      'practice',
      'programme',
      'signup',
      'study-plan',
      'survey',
      'task',
    ],
    programme: ['task'],
  },
};
