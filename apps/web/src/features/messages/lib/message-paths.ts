/** The page the bell leads to (spec s.2 /mine/msg). */
export const MESSAGES_PATH = '/mine/msg';
