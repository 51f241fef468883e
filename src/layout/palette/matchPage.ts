import type { PageDefinition } from '../../resource/types';

/**
 * Text as the palette compares it: lower case, without accents or ligatures, with one
 * kind of apostrophe ('Élèves' and 'ELEVES' both give 'eleves').
 */
export const foldText = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/[‘’]/g, "'");

/**
 * Whether a page answers a search: the query, trimmed, is a substring of its title or
 * its description, ignoring case and accents. An empty query matches every page.
 */
export const matchPage = (
  page: Pick<PageDefinition, 'title' | 'description'>,
  query: string,
): boolean => {
  const wanted = foldText(query.trim());
  return (
    wanted === '' ||
    foldText(page.title).includes(wanted) ||
    foldText(page.description).includes(wanted)
  );
};
