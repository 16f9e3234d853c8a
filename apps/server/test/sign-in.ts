import { encryptOaep } from '../src/modules/auth/rsa-key.ts';

/**
 * Signs an account in as its person does, for API tests, browser-test set-up and benchmarks:
 * when the login asks for a password change first (first login or expiry: the server answers
 * nothing but the change and the shell until then), makes it to `newPassword`. An account
 * whose password was already changed that way signs in with `newPassword`.
 */
export async function signInAsPerson(
  baseUrl: string,
  loginPath: 'study/accountLogin' | 'manage/accountLogin',
  account: string,
  password: string,
  newPassword: string,
): Promise<{ token: string; password: string }> {
  const post = async (path: string, body: unknown, token?: string) => {
    const res = await fetch(`${baseUrl}/api/${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'accept-language': 'en-US',
        ...(token ? { authorization: `token ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    return (await res.json()) as { ret: number; msg: string; data: never };
  };
  let used = password;
  let login = await post(loginPath, { account, password });
  if (login.ret !== 0) {
    used = newPassword;
    login = await post(loginPath, { account, password: newPassword });
  }
  if (login.ret !== 0) throw new Error(`login ${account} refused: ${login.msg}`);
  const data = login.data as { token: string; changePassword: boolean; passwordExpire: boolean };
  if (!data.changePassword && !data.passwordExpire) return { token: data.token, password: used };
  const key = await fetch(`${baseUrl}/api/study/publickey`);
  const { data: pem } = (await key.json()) as { data: { publicKey: string } };
  const change = await post(
    'study/me/editpass',
    { newpass: encryptOaep(pem.publicKey, newPassword) },
    data.token,
  );
  if (change.ret !== 0) throw new Error(`password change of ${account} refused: ${change.msg}`);
  return { token: data.token, password: newPassword };
}
