/**
 * AES-GCM sealing of what the app keeps in this browser (docs/decisions/kept-in-browser.md):
 * a sealed value is hidden, and one changed, moved under another name or
 * sealed under another key fails to open. `context` is authenticated, not hidden: it binds the
 * value to its place (whose, which item), so a sealed value copied elsewhere does not open.
 */

/** A sealed value, as text (localStorage takes text; IndexedDB keeps it as it is). */
export interface Sealed {
  iv: string;
  data: string;
}

const toBase64 = (bytes: Uint8Array): string => {
  let text = '';
  // In slices: a spread of a long draft's bytes would overflow the call stack.
  for (let i = 0; i < bytes.length; i += 0x8000) {
    text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(text);
};

const fromBase64 = (text: string): Uint8Array<ArrayBuffer> =>
  Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

const encoder = new TextEncoder();

export const isSealed = (value: unknown): value is Sealed =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Sealed).iv === 'string' &&
  typeof (value as Sealed).data === 'string';

export const seal = async (key: CryptoKey, context: string, value: unknown): Promise<Sealed> => {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const data = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: encoder.encode(context) },
    key,
    encoder.encode(JSON.stringify(value)),
  );
  return { iv: toBase64(iv), data: toBase64(new Uint8Array(data)) };
};

/** The value sealed there; throws when it does not open (changed, another key or context). */
export const unseal = async (key: CryptoKey, context: string, sealed: Sealed): Promise<unknown> => {
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: fromBase64(sealed.iv), additionalData: encoder.encode(context) },
    key,
    fromBase64(sealed.data),
  );
  return JSON.parse(new TextDecoder().decode(plain));
};
