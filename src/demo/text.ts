/**
 * Text helpers of the demo API: the search key used by every list (`q`) and by sorting.
 * Lower case, accents removed (NFD then combining marks dropped), so 'kone' finds 'Koné'.
 */
const COMBINING_MARKS = /[\u0300-\u036f]/g;
const ASCII_ONLY = /^[\x20-\x7e]*$/;

export const normalizeText = (value: string): string =>
  ASCII_ONLY.test(value)
    ? value.toLowerCase()
    : value.normalize('NFD').replace(COMBINING_MARKS, '').toLowerCase();

/** The words of a search: normalised and split on blanks; every word must be found. */
export const searchWords = (query: string): string[] =>
  normalizeText(query).split(/\s+/).filter(Boolean);

/** A simple 53-bit non-cryptographic string hash (cyrb53), enough for demo tokens and images. */
export const hash53 = (text: string, seed = 0): number => {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
};
