import antd from 'antd/locale/zh_TW';
import 'dayjs/locale/zh-tw';
import messages from '@ascent/shared/messages/zh-TW';
import ui from '../locales/zh-TW.json';
import type { LocalePack } from '../locale-resources.ts';

/** Everything in zh-TW the shared client code shows: loaded as one chunk when zh-TW is chosen. */
export default { antd, messages, ui } satisfies LocalePack;
