import { signInAsPerson } from '../../apps/server/test/sign-in.ts';

/** Calls the API directly (test setup that is not what the test is about). */

export interface Reply<T = unknown> {
  ret: number;
  msg: string;
  data: T;
}

/** GET when body is undefined, else POST of JSON; rejects unless ret is 0. */
export async function apiCall<T = unknown>(
  baseUrl: string,
  path: string,
  body: unknown,
  token: string,
): Promise<T> {
  const reply = await apiReply<T>(baseUrl, path, body, token);
  if (reply.ret !== 0) throw new Error(`${path}: ${reply.ret} ${reply.msg}`);
  return reply.data;
}

/** The whole envelope, whatever its ret (to check a refusal). */
export async function apiReply<T = unknown>(
  baseUrl: string,
  path: string,
  body: unknown,
  token: string | null,
): Promise<Reply<T>> {
  const res = await fetch(`${baseUrl}/api/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(token ? { authorization: `token ${token}` } : {}),
      'accept-language': 'en-US',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as Reply<T>;
}

/**
 * Signs in through `path` as the account's person does (a password change the login asks for
 * is made first, to `newPassword`) and returns the token.
 */
export async function apiLogin(
  baseUrl: string,
  path: 'study/accountLogin' | 'manage/accountLogin',
  account: string,
  password: string,
  newPassword: string,
): Promise<string> {
  return (await signInAsPerson(baseUrl, path, account, password, newPassword)).token;
}
