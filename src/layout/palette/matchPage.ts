import { foldText } from '../../common/foldText';
import type { PageDefinition } from '../../resource/types';

/**
 * Text as the palette compares it: folded (lower case, no accents), without ligatures, with
 * one kind of apostrophe ('l’Œuvre' gives "l'oeuvre").
 */
export const foldPageText = (text: string): string =>
  foldText(text).replace(/œ/g, 'oe').replace(/æ/g, 'ae').replace(/[‘’]/g, "'");

/**
 * Whether a page answers a search: the query, trimmed, is a substring of its title or
 * its description, ignoring case and accents. An empty query matches every page.
 */
export const matchPage = (
  page: Pick<PageDefinition, 'title' | 'description'>,
  query: string,
): boolean => {
  const wanted = foldPageText(query.trim());
  return (
    wanted === '' ||
    foldPageText(page.title).includes(wanted) ||
    foldPageText(page.description).includes(wanted)
  );
};
