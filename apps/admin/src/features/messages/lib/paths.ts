/** The admin site's message pages. */
export const MESSAGES_PATH = '/manage/messages';
export const MESSAGES_SEND_PATH = '/manage/messages/send';
