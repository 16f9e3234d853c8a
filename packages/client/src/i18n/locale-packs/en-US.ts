import antd from 'antd/locale/en_US';
import 'dayjs/locale/en';
import messages from '@ascent/shared/messages/en-US';
import ui from '../locales/en-US.json';
import type { LocalePack } from '../locale-resources.ts';

/** Everything in en-US the shared client code shows: loaded as one chunk when en-US is chosen. */
export default { antd, messages, ui } satisfies LocalePack;
