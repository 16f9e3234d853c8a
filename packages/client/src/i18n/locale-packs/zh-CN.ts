import antd from 'antd/locale/zh_CN';
import 'dayjs/locale/zh-cn';
import messages from '@ascent/shared/messages/zh-CN';
import ui from '../locales/zh-CN.json';
import type { LocalePack } from '../locale-resources.ts';

/** Everything in zh-CN the shared client code shows: loaded as one chunk when zh-CN is chosen. */
export default { antd, messages, ui } satisfies LocalePack;
