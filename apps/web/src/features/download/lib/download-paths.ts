/** The download centre (spec s.2: top-level, login required). */
export const DOWNLOADS_PATH = '/mine/down';
