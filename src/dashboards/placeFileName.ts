import { foldText } from '../common/foldText';

/** A name as a part of a file name: folded, words joined by « - » ('DREN Abidjan 1' → 'dren-abidjan-1'). */
export const fileNamePart = (name: string): string =>
  foldText(name)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * Where a dashboard's figures come from, in the name of its CSV file: the DREN's or the
 * school's name once read ('dren-abidjan-1', 'ecole-lycee-moderne-de-cocody'), its number until
 * then ('dren-3').
 */
export const placeFileName = (
  kind: 'dren' | 'ecole',
  id: number | undefined,
  name: string | undefined,
): string => {
  const part = name ? fileNamePart(name) : '';
  if (!part) return `${kind}-${id}`;
  return part.startsWith(`${kind}-`) ? part : `${kind}-${part}`;
};
