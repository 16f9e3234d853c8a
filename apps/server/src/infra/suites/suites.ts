import type { TSignOnSuite } from '@ascent/shared/sso/suites';
import type { SharedState } from '../state/shared-state.ts';
import { createAppTokens } from './app-tokens.ts';
import { createDingtalk } from './dingtalk.ts';
import { createFeishu } from './feishu.ts';
import type { SuiteClient, SuitesConfig } from './suite-client.ts';
import { createWeixin } from './weixin.ts';
import { createWxwork } from './wxwork.ts';

/** The four suites' adapters on the configured origins, their tokens kept in shared state. */
export function createSuites(config: SuitesConfig, state: SharedState) {
  const tokens = createAppTokens(state);
  const on = (kind: TSignOnSuite) => ({
    baseUrl: config.baseUrls[kind],
    timeoutMs: config.timeoutMs,
  });
  const wxwork = createWxwork(on('wxwork'), tokens);
  const clients: Record<TSignOnSuite, SuiteClient> = {
    wxwork: wxwork.client,
    dingtalk: createDingtalk(on('dingtalk'), tokens).client,
    feishu: createFeishu(on('feishu'), tokens).client,
    weixin: createWeixin(on('weixin')).client,
  };
  return { clients, wxwork };
}
export type Suites = ReturnType<typeof createSuites>;
