import { fileSlug } from '../common/export/exportFileName';

/**
 * Where a dashboard's figures come from, in the name of its CSV file: the DREN's or the
 * school's name once read ('dren-abidjan-1', 'ecole-lycee-moderne-de-cocody'), its number
 * until then ('dren-3').
 */
export const placeFileName = (
  kind: 'dren' | 'ecole',
  id: number | undefined,
  name: string | undefined,
): string => {
  const part = name ? fileSlug(name) : '';
  if (!part) return `${kind}-${id}`;
  return part.startsWith(`${kind}-`) ? part : `${kind}-${part}`;
};
