// Configuration (the admin site's settings): company settings by group, websites, menus,
// score names and personnel fields. Schemas, types and limits shared by the server and the
// admin forms.
export * from './fields.ts';
export * from './home-types.ts';
export * from './company-config.ts';
export * from './websites.ts';
export * from './menus.ts';
export * from './score-names.ts';
export * from './personnel-fields.ts';
