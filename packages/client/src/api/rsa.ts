/**
 * Password encryption for study/me/editpass (decisions.md section 3): the base64 of the
 * RSA-OAEP (SHA-256) ciphertext of the UTF-8 password, under the server's SPKI PEM key.
 */
function pemToDer(pem: string): ArrayBuffer {
  const body = pem.replace(/-----(BEGIN|END) [A-Z ]+-----/g, '').replace(/\s+/g, '');
  const binary = atob(body);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes.buffer;
}

function toBase64(buffer: ArrayBuffer): string {
  const bytes = new Uint8Array(buffer);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

export async function importRsaPublicKey(publicKeyPem: string): Promise<CryptoKey> {
  return crypto.subtle.importKey(
    'spki',
    pemToDer(publicKeyPem),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
}

export async function encryptWithPublicKey(key: CryptoKey, text: string): Promise<string> {
  const cipher = await crypto.subtle.encrypt(
    { name: 'RSA-OAEP' },
    key,
    new TextEncoder().encode(text),
  );
  return toBase64(cipher);
}

/** Encrypts each given password under one import of the key; absent entries stay absent. */
export async function encryptPasswords<K extends string>(
  publicKeyPem: string,
  passwords: Partial<Record<K, string>>,
): Promise<Partial<Record<K, string>>> {
  const key = await importRsaPublicKey(publicKeyPem);
  const out: Partial<Record<K, string>> = {};
  for (const name of Object.keys(passwords) as K[]) {
    const value = passwords[name];
    if (value !== undefined) out[name] = await encryptWithPublicKey(key, value);
  }
  return out;
}
