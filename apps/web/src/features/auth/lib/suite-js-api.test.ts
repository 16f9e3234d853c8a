import { describe, expect, it } from 'vitest';
import { refusalReason } from './suite-js-api.ts';

describe("an app's refusal of a sign-in code, in words", () => {
  it("reads DingTalk's and Feishu's shapes, and an Error", () => {
    expect(refusalReason({ errorCode: '3', errorMessage: '用户取消' })).toBe('用户取消 (3)');
    expect(refusalReason({ errno: 103, errString: 'invalid appId' })).toBe('invalid appId (103)');
    expect(refusalReason({ errMsg: 'requestAuthCode:fail' })).toBe('requestAuthCode:fail');
    expect(refusalReason({ errorCode: 7 })).toBe('7');
    expect(refusalReason(new Error('bridge gone'))).toBe('bridge gone');
    expect(refusalReason('no')).toBe('no');
    expect(refusalReason({ other: 1 })).toBe('{"other":1}');
  });
});
