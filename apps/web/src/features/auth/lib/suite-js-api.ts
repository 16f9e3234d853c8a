/**
 * A sign-in code from a workplace suite's JS API, asked inside its app (docs/decisions.md
 * "Sign-on through the workplace suites", in-app sign-in): DingTalk's
 * runtime.permission.requestAuthCode through dingtalk-jsapi (that API module and its bridges,
 * dingtalk-auth-code.ts: a lazy chunk only DingTalk's browser fetches), Feishu's tt.requestAuthCode through the
 * H5 JS SDK script Feishu publishes on its CDN (the platform config names its address).
 */

/** Why the app gave no code: it refused (its reason), or it never answered. */
export class InAppCodeError extends Error {
  readonly kind: 'refused' | 'silent';
  readonly reason: string;
  constructor(kind: 'refused' | 'silent', reason = '') {
    super(reason || kind);
    this.kind = kind;
    this.reason = reason;
  }
}

/** How long the app may take to answer (its bridge, or Feishu's script and h5sdk.ready). */
export const IN_APP_ANSWER_MS = 15_000;

/** The promise, or 'silent' when it has not settled in time. */
function inTime<T>(promise: Promise<T>, ms = IN_APP_ANSWER_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new InAppCodeError('silent')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * The words of an app's refusal: DingTalk's {errorCode, errorMessage}, Feishu's {errno,
 * errString} (older clients {errMsg}), or an Error.
 */
export function refusalReason(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error !== 'object' || error === null) return String(error ?? '');
  const e = error as Record<string, unknown>;
  const text = [e.errorMessage, e.errString, e.errMsg, e.message].find(
    (v) => typeof v === 'string' && v !== '',
  ) as string | undefined;
  const code = [e.errorCode, e.errno, e.errCode].find(
    (v) => (typeof v === 'string' && v !== '') || typeof v === 'number',
  ) as string | number | undefined;
  if (text && code !== undefined) return `${text} (${code})`;
  return text ?? (code !== undefined ? String(code) : JSON.stringify(error));
}

const refused = (error: unknown) =>
  error instanceof InAppCodeError ? error : new InAppCodeError('refused', refusalReason(error));

/** DingTalk's 免登 code for the organisation `corpId` (valid 5 minutes, once). */
export async function dingtalkAuthCode(corpId: string): Promise<string> {
  const { default: requestAuthCode } = await import('./dingtalk-auth-code.ts');
  try {
    const { code } = await inTime(requestAuthCode({ corpId }));
    return code;
  } catch (error) {
    throw refused(error);
  }
}

/** What Feishu's H5 JS SDK script defines (the parts used here). */
interface FeishuWindow {
  h5sdk?: { ready(callback: () => void): void };
  tt?: {
    requestAuthCode(options: {
      appId: string;
      success(result: { code: string }): void;
      fail(error: unknown): void;
    }): void;
  };
}

/** Adds the script; resolves when it has run, rejects when it cannot be loaded. */
function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new InAppCodeError('silent'));
    document.head.append(script);
  });
}

/** Feishu's code for the application `appId`, from its H5 JS SDK at `scriptUrl`. */
export async function feishuAuthCode(scriptUrl: string, appId: string): Promise<string> {
  const asked = async () => {
    await loadScript(scriptUrl);
    const { h5sdk, tt } = window as FeishuWindow;
    if (!h5sdk || !tt) throw new InAppCodeError('silent');
    await new Promise<void>((resolve) => h5sdk.ready(resolve));
    return new Promise<string>((resolve, reject) =>
      tt.requestAuthCode({
        appId,
        success: (result) => resolve(result.code),
        fail: (error) => reject(refused(error)),
      }),
    );
  };
  try {
    return await inTime(asked());
  } catch (error) {
    throw refused(error);
  }
}
