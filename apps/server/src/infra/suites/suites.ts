import type { TDirectorySuite } from '@ascent/shared/sso';
import type { TSignOnSuite } from '@ascent/shared/sso/suites';
import type { SharedState } from '../state/shared-state.ts';
import { createAppTokens } from './app-tokens.ts';
import { createDingtalk } from './dingtalk.ts';
import { createFeishu, feishuJsSdkUrl } from './feishu.ts';
import { createFeishuStore } from './feishu-store.ts';
import type { DirectoryReader, SuiteClient, SuitesConfig } from './suite-client.ts';
import { createWeixin } from './weixin.ts';
import { createWxwork } from './wxwork.ts';
import { createWxworkSuite } from './wxwork-suite.ts';

/** The four suites' adapters on the configured origins, their tokens kept in shared state. */
export function createSuites(config: SuitesConfig, state: SharedState) {
  const tokens = createAppTokens(state);
  const on = (kind: TSignOnSuite) => ({
    baseUrl: config.baseUrls[kind],
    timeoutMs: config.timeoutMs,
    backoff: config.backoff,
  });
  const wxwork = createWxwork(on('wxwork'), tokens);
  const dingtalk = createDingtalk(on('dingtalk'), tokens);
  const feishu = createFeishu(on('feishu'), tokens);
  const clients: Record<TSignOnSuite, SuiteClient> = {
    wxwork: wxwork.client,
    dingtalk: dingtalk.client,
    feishu: feishu.client,
    weixin: createWeixin(on('weixin')).client,
  };
  /** The directories of the suites that have one (directory sync). */
  const directories: Record<TDirectorySuite, DirectoryReader> = {
    wxwork: wxwork.directory,
    dingtalk: dingtalk.directory,
    feishu: feishu.directory,
  };
  /** The operator's WeCom third-party app (install), when configured. */
  const wxworkSuite = config.wxworkSuite
    ? createWxworkSuite({ ...on('wxwork'), suite: config.wxworkSuite }, state, tokens)
    : null;
  /** The operator's Feishu store app (商店应用), when configured. */
  const feishuStore = config.feishuStore
    ? createFeishuStore({ store: config.feishuStore }, state, tokens, feishu)
    : null;
  return { clients, wxwork, directories, wxworkSuite, feishuStore };
}
export type Suites = ReturnType<typeof createSuites>;

/**
 * The in-app JS SDK scripts the learner site loads from a suite inside its app (Feishu's
 * h5sdk; DingTalk's JS API is bundled, WeCom's is not loaded by a page yet), on the configured
 * origins: the platform config answers the one of the company's platform, and the learner
 * site's CSP allows their origins.
 */
export function inAppScripts(
  baseUrls: SuitesConfig['baseUrls'],
): Partial<Record<TSignOnSuite, string>> {
  return { feishu: feishuJsSdkUrl(baseUrls.feishu) };
}
