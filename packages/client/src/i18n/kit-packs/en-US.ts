import antd from 'antd/locale/en_US';
import 'dayjs/locale/en';
import type { KitPack } from '../locale-resources.ts';

/** The component kit's en-US: antd's texts and dayjs's locale (registered by its module). */
export default { antd } satisfies KitPack;
