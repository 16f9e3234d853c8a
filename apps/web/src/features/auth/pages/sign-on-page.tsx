import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { RET, type ApiEnvelope } from '@ascent/shared/errors';
import type { TPlatformConfig } from '@ascent/shared/platform';
import type { TSignOnResult } from '@ascent/shared/sso';
import {
  HTSY_AUTOAUTH_PARAM,
  HTSY_PAGES,
  IAM_START_PATH,
  LOGIN_ERROR_REASONS,
  OIDC_REDIRECT_PATH,
  OPERATOR_LOGIN_PATH,
  PARTNER_PAGES,
  TRANSFER_PARAM,
  TRANSFER_PATH,
  courseLanding,
  readAutoAuth,
  type TLoginErrorReason,
} from '@ascent/shared/sso/paths';
import {
  DINGTALK_CORP_PARAM,
  SUITE_PAGES,
  dingtalkCorpId,
  inSuiteApp,
  type TSignOnSuite,
  type TSuiteMode,
} from '@ascent/shared/sso/suites';
import { platformConfigQuery, takeLogin } from '@ascent/client/app';
import { LangSwitch } from '@ascent/client/ui';
import { services } from '../../../app/services.ts';
import { dingtalkAuthCode, feishuAuthCode, InAppCodeError } from '../lib/suite-js-api.ts';
import { useAfterSignIn } from '../lib/use-after-sign-in.ts';
import { WEIXIN_BIND_PARAM } from '../lib/weixin-bind.ts';
import '../auth.css';

/** What a provider's return completes to: signed in, or (WeChat) a ticket to link once. */
type Finished = TSignOnResult | { bindTicket: string; redirect: string };

/**
 * One way through an outside sign-on: where the provider is (asked with the page to return to),
 * and how its answer is completed. The provider's answer is in the page's query when it sent
 * the browser back.
 */
interface ThereAndBackFlow {
  /** This page (to try again from). */
  path: string;
  titleKey: string;
  /** The provider sent the browser back (its parameters are in the query). */
  returned(params: URLSearchParams): boolean;
  start(customerId: number, redirect: string): Promise<ApiEnvelope<{ url: string } | null>>;
  finish(params: URLSearchParams): Promise<ApiEnvelope<Finished | null>>;
  /**
   * Inside the suite's app, the sign-on without leaving: its JS API's code, completed. Undefined
   * when the page is not in the app or the company's settings do not name the app: then the
   * page goes there and back (the suite's OAuth page works in its app's browser too).
   */
  inApp?(
    params: URLSearchParams,
    config: TPlatformConfig,
  ): Promise<ApiEnvelope<Finished | null>> | undefined;
}

/**
 * A sign-on that only arrives (partner sign-on): the partner sends the browser here already
 * carrying its single-use ticket, so there is nowhere to start from and nothing to try again.
 */
interface ArrivalFlow extends Omit<ThereAndBackFlow, 'returned' | 'start' | 'inApp'> {
  returned(): true;
  start?: never;
  inApp?: never;
}

type SignOnFlow = ThereAndBackFlow | ArrivalFlow;

/** The provider's answer carries these back (RFC 6749 s.4.1.2, RFC 9207's iss). */
const OIDC_PARAMS = ['state', 'code', 'iss', 'error', 'error_description'] as const;

const oidcFlow: SignOnFlow = {
  path: OIDC_REDIRECT_PATH,
  titleKey: 'title.oidc',
  returned: (params) => params.has('state'),
  start: (customerId, redirect) =>
    services.api.request(
      'POST /api/study/OIDCGetAuthUrl',
      { mode: 1, customerId, authMode: 1, state: redirect },
      { silent: true },
    ),
  finish: (params) => {
    const body = Object.fromEntries(
      OIDC_PARAMS.flatMap((k) => (params.has(k) ? [[k, params.get(k)!]] : [])),
    ) as { state: string };
    return services.api.request('POST /api/study/OIDCCallBack', body, { silent: true });
  },
};

/** The IAM's answer carries these back (RFC 6749 s.4.1.2). */
const IAM_PARAMS = ['state', 'code', 'error', 'error_description'] as const;

/** The company's IAM (plain OAuth 2.0): /sso/iam leaves for it, /sso/iamLogin comes back. */
const iamFlow: ThereAndBackFlow = {
  path: IAM_START_PATH,
  titleKey: 'title.iam',
  returned: (params) => params.has('state'),
  start: (customerId, redirect) =>
    services.api.request(
      'POST /api/study/IAMGetAuthUrl',
      { customerId, state: redirect },
      { silent: true },
    ),
  finish: (params) => {
    const body = Object.fromEntries(
      IAM_PARAMS.flatMap((k) => (params.has(k) ? [[k, params.get(k)!]] : [])),
    ) as { state: string };
    return services.api.request('POST /api/study/IAMCallBack', body, { silent: true });
  },
};

/** Each suite's and mode's call that completes the sign-on with the code it sent back. */
const SUITE_CALLS = {
  'wxwork:pc': 'POST /api/study/wxworkPCLogin',
  'wxwork:h5': 'POST /api/study/wxworkH5Login',
  'dingtalk:pc': 'POST /api/study/dingtalkPCLogin',
  'feishu:pc': 'POST /api/study/feishuPCLogin',
  'weixin:h5': 'POST /api/study/weixinH5Login',
} as const;

/**
 * Inside DingTalk and Feishu, their JS API's code and the call that signs in with it
 * (`customerId`: the site's company). DingTalk's organisation is the company's CorpId, or the
 * page's corpId (`$CORPID$` of the app's homepage); Feishu's application and its JS SDK script
 * are the platform config's, answered when the company's platform is Feishu's.
 */
const inAppSignOn: Partial<Record<TSignOnSuite, ThereAndBackFlow['inApp']>> = {
  dingtalk(params: URLSearchParams, config: TPlatformConfig) {
    const corpId = dingtalkCorpId(config, params.get(DINGTALK_CORP_PARAM));
    if (!inSuiteApp('dingtalk', navigator.userAgent) || corpId === '') return undefined;
    return dingtalkAuthCode(corpId).then((code) =>
      services.api.request(
        'POST /api/study/dingtalkH5Login',
        { code, customerId: config.CustomerID },
        { silent: true },
      ),
    );
  },
  feishu(_params: URLSearchParams, config: TPlatformConfig) {
    if (!inSuiteApp('feishu', navigator.userAgent) || !config.jsSdkUrl || !config.appId)
      return undefined;
    return feishuAuthCode(config.jsSdkUrl, config.appId).then((code) =>
      services.api.request(
        'POST /api/study/feishuBuildPCLogin',
        { code, customerId: config.CustomerID },
        { silent: true },
      ),
    );
  },
};

function suiteFlow(kind: TSignOnSuite, mode: TSuiteMode): SignOnFlow {
  const call = SUITE_CALLS[`${kind}:${mode}` as keyof typeof SUITE_CALLS];
  const inApp = inAppSignOn[kind];
  return {
    ...(inApp ? { inApp } : {}),
    path: SUITE_PAGES[kind][mode]!,
    titleKey: `title.signOn.${kind}`,
    returned: (params) => params.has('state'),
    start: (customerId, redirect) =>
      services.api.request(
        'POST /api/study/signOn/authUrl',
        { kind, mode, customerId, state: redirect },
        { silent: true },
      ),
    // DingTalk names its code authCode.
    finish: (params) =>
      services.api.request(
        call,
        { code: params.get('code') ?? params.get('authCode') ?? '', state: params.get('state')! },
        { silent: true },
      ),
  };
}

/**
 * An outside sign-on page (spec s.2 Public, s.4): /login/oidc for the company's OIDC provider,
 * /login/wxwork, /login/wxworkh5, /login/ding, /login/feishu and /login/wx for the workplace
 * suites. Arriving without the provider's answer, it asks where the provider is (with the page
 * to return to) and goes there; coming back with its code, it completes the sign-on and goes on
 * to that page. Inside DingTalk and Feishu, /login/ding and /login/feishu ask the app's JS API
 * for the code instead of leaving (`inAppSignOn`). A WeChat user not yet linked goes to the
 * login page to link by signing in once.
 * A refusal is shown with a way to try again and the password login (/oprt_lgin).
 */
function SignOnPage({ flow }: { flow: SignOnFlow }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const afterSignIn = useAfterSignIn();
  const [failure, setFailure] = useState<string | null>(null);
  /** Signing in with the suite's JS API inside its app (no leaving). */
  const [inApp, setInApp] = useState(false);
  const started = useRef(false);
  const redirect = params.get('redirect');
  const returned = flow.returned(params);

  useEffect(() => {
    // Once per page load: a provider's code is good once.
    if (started.current) return;
    started.current = true;
    /** Completes with the provider's answer; `landing` (the page's redirect) wins over its own. */
    const complete = async (env: ApiEnvelope<Finished | null>, landing?: string | null) => {
      if (env.ret !== RET.OK || !env.data) return setFailure(env.msg);
      if ('bindTicket' in env.data) {
        const query = new URLSearchParams({
          redirect: env.data.redirect,
          [WEIXIN_BIND_PARAM]: env.data.bindTicket,
        });
        await navigate(`/login?${query}`, { replace: true });
        return;
      }
      takeLogin(services, env.data.login);
      await afterSignIn(landing ?? env.data.redirect);
    };
    const run = async () => {
      if (returned) return complete(await flow.finish(params));
      if (!flow.start) return;
      const config = await services.queryClient.fetchQuery({
        ...platformConfigQuery(services),
        staleTime: Infinity,
      });
      const signingIn = flow.inApp?.(params, config);
      if (signingIn) {
        setInApp(true);
        return complete(await signingIn, redirect);
      }
      const env = await flow.start(config.CustomerID, redirect ?? '/');
      if (env.ret !== RET.OK || !env.data) return setFailure(env.msg);
      window.location.assign(env.data.url);
    };
    run().catch((error: unknown) =>
      setFailure(
        error instanceof InAppCodeError
          ? error.kind === 'refused'
            ? t('login.signOn.inAppRefused', { reason: error.reason })
            : t('login.signOn.inAppSilent')
          : (error as Error).message,
      ),
    );
  }, [flow, params, redirect, returned, navigate, afterSignIn, t]);

  // Trying again keeps where to land and DingTalk's organisation (its app's homepage names it).
  const kept = new URLSearchParams(
    ['redirect', DINGTALK_CORP_PARAM].flatMap((k) => (params.has(k) ? [[k, params.get(k)!]] : [])),
  ).toString();
  const again = `${flow.path}${kept ? `?${kept}` : ''}`;
  return (
    <main className="login-page">
      <div className="login-page__top">
        <LangSwitch session={services.session} appI18n={services.appI18n} />
      </div>
      <div className="login-card sign-on" data-testid="sign-on-card">
        <h1 className="forgot__title">{t(flow.titleKey)}</h1>
        {failure ? (
          <div className="sign-on__failure">
            <div
              className="plain-notice plain-notice--error"
              role="alert"
              data-testid="sign-on-error"
            >
              {failure}
            </div>
            {flow.start ? (
              <a
                href={again}
                className="plain-button plain-button--primary plain-button--block plain-button--large"
                data-testid="sign-on-again"
              >
                {t('login.signOn.again')}
              </a>
            ) : null}
            <p className="login-card__links">
              <Link to={OPERATOR_LOGIN_PATH} data-testid="sign-on-password">
                {t('login.signOn.password')}
              </Link>
            </p>
          </div>
        ) : (
          <p
            className="sign-on__progress"
            role="status"
            aria-busy="true"
            data-testid="sign-on-progress"
          >
            <span className="plain-button__spinner" aria-hidden="true" />
            {t(returned || inApp ? 'login.signOn.finishing' : 'login.signOn.leaving')}
          </p>
        )}
      </div>
    </main>
  );
}

/** /login/oidc: the company's OIDC provider, there and back. */
export function OidcPage() {
  return <SignOnPage flow={oidcFlow} />;
}

/** /sso/iam and /sso/iamLogin: the company's IAM, there and back. */
export function IamPage() {
  return <SignOnPage flow={iamFlow} />;
}

const SUITE_FLOWS = {
  wxwork: suiteFlow('wxwork', 'pc'),
  wxworkh5: suiteFlow('wxwork', 'h5'),
  ding: suiteFlow('dingtalk', 'pc'),
  feishu: suiteFlow('feishu', 'pc'),
  wx: suiteFlow('weixin', 'h5'),
};

/** /login/wxwork, /login/wxworkh5, /login/ding, /login/feishu, /login/wx: a suite's sign-on. */
export function SuiteSignOnPage({ flow }: { flow: keyof typeof SUITE_FLOWS }) {
  return <SignOnPage flow={SUITE_FLOWS[flow]} />;
}

/** The partner's V1 ticket as its page's query carries it (study/ssoPCLogin). */
const PARTNER_V1_PARAMS = ['account', 'customerId', 'timestamp', 'nonce', 'sign'] as const;

/** The page's `redirect`, when given: where to land afterwards. */
const redirectOf = (params: URLSearchParams) =>
  params.has('redirect') ? { redirect: params.get('redirect')! } : {};

const PARTNER_FLOWS = {
  v1: {
    path: PARTNER_PAGES.v1,
    titleKey: 'title.partner',
    returned: () => true,
    finish: (params) => {
      const ticket = Object.fromEntries(PARTNER_V1_PARAMS.map((k) => [k, params.get(k) ?? '']));
      return services.api.request(
        'POST /api/study/ssoPCLogin',
        {
          ...(ticket as Record<(typeof PARTNER_V1_PARAMS)[number], string>),
          ...redirectOf(params),
        },
        { silent: true },
      );
    },
  },
  v2: {
    path: PARTNER_PAGES.v2,
    titleKey: 'title.partner',
    returned: () => true,
    finish: (params) =>
      services.api.request(
        'POST /api/study/ssoPCLoginV2',
        { ticket: params.get('ticket') ?? '', ...redirectOf(params) },
        { silent: true },
      ),
  },
} satisfies Record<string, ArrivalFlow>;

/**
 * /login/partnersso and /login/partnerssoV2: a partner system (the company's portal, its HR
 * system) sends a person here with a signed single-use ticket; the page signs them in with it.
 */
export function PartnerSignOnPage({ flow }: { flow: keyof typeof PARTNER_FLOWS }) {
  return <SignOnPage flow={PARTNER_FLOWS[flow]} />;
}

/** Each htsy page's call (the landing is the server's: home, task centre, audit to-dos). */
const HTSY_CALLS = {
  home: 'POST /api/study/htsy/auth',
  task: 'POST /api/study/home/todoauth',
  audit: 'POST /api/study/bpm/auth',
} as const;

/**
 * An htsyautoauth trigger (spec s.4, `key*courseId`): the key signs in (study/autoauth) and the
 * person lands on the course. A value not of that form is sent whole, for the server to refuse.
 */
async function autoAuth(value: string) {
  const read = readAutoAuth(value);
  const env = await services.api.request(
    'POST /api/study/autoauth',
    { key: read?.key ?? value },
    { silent: true },
  );
  return env.ret === RET.OK && env.data && read
    ? { ...env, data: { ...env.data, redirect: courseLanding(read.courseId) } }
    : env;
}

function htsyFlow(page: keyof typeof HTSY_PAGES): ArrivalFlow {
  return {
    path: HTSY_PAGES[page],
    titleKey: 'title.partner',
    returned: () => true,
    finish: (params) => {
      const trigger = params.get(HTSY_AUTOAUTH_PARAM);
      if (page === 'home' && trigger !== null) return autoAuth(trigger);
      return services.api.request(
        HTSY_CALLS[page],
        { ticket: params.get('ticket') ?? '' },
        { silent: true },
      );
    },
  };
}

const HTSY_FLOWS = {
  home: htsyFlow('home'),
  task: htsyFlow('task'),
  audit: htsyFlow('audit'),
};

/**
 * /sso/htsy/auth, /sso/htsy/task_auth, /sso/htsy/audit_auth: the company's gateway sends a
 * person here with its signed single-use ticket; they land signed in on the home, the task
 * centre or the audit centre's to-dos. /sso/htsy/auth also takes an htsyautoauth trigger.
 */
export function HtsySignOnPage({ flow }: { flow: keyof typeof HTSY_FLOWS }) {
  return <SignOnPage flow={HTSY_FLOWS[flow]} />;
}

/**
 * /login/transfer?tgtn=…&redirect=…: a login transfer from another site of the company (the
 * router guard sends any page opened with `tgtn` here). The ticket is traded once
 * (study/switchAuth) for a session of its person, who lands on the page it was opened on.
 */
const transferFlow: ArrivalFlow = {
  path: TRANSFER_PATH,
  titleKey: 'title.transfer',
  returned: () => true,
  finish: async (params) => {
    const env = await services.api.request(
      'POST /api/study/switchAuth',
      { tgtn: params.get(TRANSFER_PARAM) ?? '' },
      { silent: true },
    );
    return env.ret === RET.OK && env.data
      ? { ...env, data: { login: env.data, redirect: params.get('redirect') ?? '/' } }
      : { ...env, data: null };
  },
};

export function TransferPage() {
  return <SignOnPage flow={transferFlow} />;
}

const isReason = (v: string | null): v is TLoginErrorReason =>
  (LOGIN_ERROR_REASONS as readonly (string | null)[]).includes(v);

/**
 * /login_error?reason=…: a sign-on that failed elsewhere (a partner system, a gateway) sends
 * the person here; the reason is one of LOGIN_ERROR_REASONS, told in the page's language, with
 * the password login and the home.
 */
export function LoginErrorPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const raw = params.get('reason');
  const reason: TLoginErrorReason = isReason(raw) ? raw : 'failed';
  return (
    <main className="login-page">
      <div className="login-page__top">
        <LangSwitch session={services.session} appI18n={services.appI18n} />
      </div>
      <div className="login-card sign-on" data-testid="login-error-card">
        <h1 className="forgot__title">{t('title.loginError')}</h1>
        <div className="sign-on__failure">
          <div
            className="plain-notice plain-notice--error"
            role="alert"
            data-testid="sign-on-error"
          >
            {t(`login.signOn.reasons.${reason}`)}
          </div>
          <p className="login-card__links">
            <Link to={OPERATOR_LOGIN_PATH} data-testid="sign-on-password">
              {t('login.signOn.password')}
            </Link>
          </p>
        </div>
      </div>
    </main>
  );
}
