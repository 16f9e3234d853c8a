import messages from '@ascent/shared/messages/en-US';
import ui from '../locales/en-US.json';
import type { LocalePack } from '../locale-resources.ts';

/**
 * Everything in en-US the shared client code shows on every page: the server messages and the
 * `ui` section, one chunk loaded when en-US is chosen. The component kit's texts are in
 * kit-packs/, loaded only with the kit.
 */
export default { messages, ui } satisfies LocalePack;
