/**
 * DingTalk's runtime.permission.requestAuthCode and the bridges it speaks through inside
 * DingTalk's apps (Android, iOS, HarmonyOS and the desktop client: dingtalk-jsapi's "union"
 * entry), and nothing else of dingtalk-jsapi. Imported dynamically (suite-js-api.ts), so it is
 * a chunk of its own that only DingTalk's browser fetches.
 */
import 'dingtalk-jsapi/entry/union';
import { requestAuthCode$ } from 'dingtalk-jsapi/api/runtime/permission/requestAuthCode';

export default requestAuthCode$;
