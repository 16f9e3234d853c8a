import enUS from './en-US.ts';
import { messagesOf, registerMessages } from './registry.ts';
import zhCN from './zh-CN.ts';
import zhTW from './zh-TW.ts';

/**
 * The server's (and every test's) variant of `#message-catalogue`: all three locales,
 * registered when this module loads, so `translate` never waits. Browsers get `registry.ts`
 * alone (the `browser` condition in package.json `imports`) and load their locale lazily.
 */
registerMessages('zh-CN', zhCN);
registerMessages('zh-TW', zhTW);
registerMessages('en-US', enUS);

export { messagesOf, registerMessages };
