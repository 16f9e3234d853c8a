/** The download centre (spec s.2: top-level, login required). */
export const DOWNLOADS_PATH = '/mine/down';
/** My documents: what the learner has downloaded, one row per document (issue 22). */
export const MY_DOCUMENTS_PATH = '/mine/documents';
