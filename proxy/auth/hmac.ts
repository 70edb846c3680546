// HMAC-SHA256 and base64url with Web Crypto only, so the app runs on any web-standard runtime.
const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });

export function base64UrlEncode(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Returns null for anything that is not strict base64url, so callers treat it as malformed. */
export function base64UrlDecode(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function encodeJson(value: unknown): string {
  return base64UrlEncode(encoder.encode(JSON.stringify(value)));
}

/** Parses base64url JSON; null when it is not valid UTF-8 JSON. */
export function decodeJson(text: string): unknown {
  const bytes = base64UrlDecode(text);
  if (!bytes) return null;
  try {
    return JSON.parse(decoder.decode(bytes));
  } catch {
    return null;
  }
}

export function importKey(secret: string | Uint8Array<ArrayBuffer>): Promise<CryptoKey> {
  const raw = typeof secret === 'string' ? encoder.encode(secret) : secret;
  return crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
}

/**
 * A key for one purpose, derived from the secret, so a value signed for that purpose
 * (a handle) can never pass as one signed with the secret itself (an access token).
 */
export async function deriveKey(secret: string, purpose: string): Promise<CryptoKey> {
  const derived = await crypto.subtle.sign('HMAC', await importKey(secret), encoder.encode(`sidecue-proxy:${purpose}`));
  return importKey(new Uint8Array(derived));
}

export async function sign(key: CryptoKey, data: string): Promise<string> {
  return base64UrlEncode(new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(data))));
}

/** Web Crypto's verify compares in constant time, unlike comparing two strings. */
export async function verify(key: CryptoKey, data: string, signature: string): Promise<boolean> {
  const bytes = base64UrlDecode(signature);
  if (!bytes) return false;
  return crypto.subtle.verify('HMAC', key, bytes, encoder.encode(data));
}
