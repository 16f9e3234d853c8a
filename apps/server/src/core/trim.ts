/** Keys whose values are passwords: never trimmed, so what the user typed is what is checked. */
const UNTRIMMED_KEYS = new Set(['password', 'oldpass', 'newpass', 'confirm']);

/**
 * Trims every string in a parsed JSON body (spec section 5: request bodies are trimmed,
 * uploads aside), in place, depth-limited.
 */
export function trimStrings(value: unknown, depth = 0): unknown {
  if (depth > 20 || value === null || typeof value !== 'object') return value;
  // Raw bodies (upload chunks) are bytes, not JSON: left as they are, and not walked key by key.
  if (ArrayBuffer.isView(value)) return value;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const v = value[i];
      value[i] = typeof v === 'string' ? v.trim() : trimStrings(v, depth + 1);
    }
    return value;
  }
  const obj = value as Record<string, unknown>;
  for (const key of Object.keys(obj)) {
    const v = obj[key];
    if (typeof v === 'string') {
      if (!UNTRIMMED_KEYS.has(key)) obj[key] = v.trim();
    } else {
      trimStrings(v, depth + 1);
    }
  }
  return obj;
}
