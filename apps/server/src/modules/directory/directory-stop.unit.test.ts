import { describe, expect, it } from 'vitest';
import { fail } from '../../core/errors.ts';
import { SuiteCallError } from '../../infra/suites/suite-client.ts';
import { cancelReason, readStopReason, stopReason } from './directory-stop.ts';

describe('a directory run stop reason', () => {
  it('keeps a refusal of ours, a suite refusal and an internal error as references, read in each language', () => {
    const empty = stopReason(fail('directoryStop.emptyListing'));
    expect(readStopReason(empty, 'en-US')).toContain('listed no members');
    const refused = stopReason(new SuiteCallError('dingtalk', '90018', 'too many calls'));
    expect(readStopReason(refused, 'en-US')).toBe('DingTalk refused: 90018 too many calls');
    expect(readStopReason(refused, 'zh-TW')).toBe('釘釘拒絕了請求：90018 too many calls');
    // Internals (a database error's text) are the log's, not the report's.
    const internal = stopReason(new Error('relation "x" does not exist'));
    expect(readStopReason(internal, 'zh-CN')).toBe(
      '同步因内部错误停止，详情见服务器日志；下次同步会从中断处继续',
    );
    expect(readStopReason('', 'en-US')).toBe('');
  });

  it('names who cancelled a run, in each language', () => {
    const byName = cancelReason({ realName: 'Li Lei', account: 'lilei' });
    expect(readStopReason(byName, 'en-US')).toBe(
      'Cancelled by Li Lei (lilei); what it applied is kept and the next run resumes where it stopped',
    );
    expect(readStopReason(byName, 'zh-CN')).toBe(
      '已被 Li Lei (lilei) 取消，已应用的变更保留；下次同步会从中断处继续',
    );
    expect(readStopReason(byName, 'zh-TW')).toBe(
      '已被 Li Lei (lilei) 取消，已套用的變更保留；下次同步會從中斷處繼續',
    );
    // Without a name on the account: the account alone.
    expect(readStopReason(cancelReason({ realName: '', account: 'ops' }), 'en-US')).toMatch(
      /^Cancelled by ops;/,
    );
  });
});
