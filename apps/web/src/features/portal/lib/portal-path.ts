/** The portal's address (spec s.2 Public). Free of imports: the routes load with the app. */
export const PORTAL_PATH = '/portal';
