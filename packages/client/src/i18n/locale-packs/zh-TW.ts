import messages from '@ascent/shared/messages/zh-TW';
import ui from '../locales/zh-TW.json';
import type { LocalePack } from '../locale-resources.ts';

/**
 * Everything in zh-TW the shared client code shows on every page: the server messages and the
 * `ui` section, one chunk loaded when zh-TW is chosen. The component kit's texts are in
 * kit-packs/, loaded only with the kit.
 */
export default { messages, ui } satisfies LocalePack;
