import enUS from './en-US.ts';
import { messagesOf, registerMessages } from './registry.ts';
import zhCN from './zh-CN.ts';
import zhTW from './zh-TW.ts';
import serverEnUS from './server/en-US.ts';
import serverZhCN from './server/zh-CN.ts';
import serverZhTW from './server/zh-TW.ts';

/**
 * The server's (and every test's) variant of `#message-catalogue`: all three locales, the
 * browser's catalogue and the server's own messages,
 * registered when this module loads, so `translate` never waits. Browsers get `registry.ts`
 * alone (the `browser` condition in package.json `imports`) and load their locale lazily.
 */
registerMessages('zh-CN', { ...zhCN, ...serverZhCN });
registerMessages('zh-TW', { ...zhTW, ...serverZhTW });
registerMessages('en-US', { ...enUS, ...serverEnUS });

export { messagesOf, registerMessages };
