/** The login page's query flag saying a hand-over code did not work (used or expired). */
export const HANDOVER_FAILED_PARAM = 'handover';
