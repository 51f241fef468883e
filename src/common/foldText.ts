/**
 * Text as a search compares it: lower case, without accents ('Élèves' and 'ELEVES' both give
 * 'eleves'). A letter stays one letter, so a place found in the folded text is the same place
 * in the text shown.
 */
export const foldText = (text: string): string =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
