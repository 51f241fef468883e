import { withAppName } from '../config';
import type { PageDefinition } from '../resource/types';

/** The id of a resource's record page (`/{id}`, `/{id}/show`) in what follows its path. */
const recordIdIn = (rest: string): string | undefined => {
  const match = /^\/([^/]+)(?:\/show)?\/?$/.exec(rest);
  if (!match || match[1] === 'create') return undefined;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
};

interface TabTitleInput {
  pathname: string;
  /** The page the address belongs to (pageOf). */
  page: PageDefinition | undefined;
  /** What the app bar's title says now. */
  heading: string;
  /** The resource's name for one record (« Élève »), on a resource page. */
  singular?: string;
}

/**
 * The browser tab's title, so that tabs can be told apart:
 * - a page: « Écoles — Carte Scolaire »;
 * - a record: « 18991780P — Élève — Carte Scolaire », by the id of its address when that
 *   id is a code people use (a matricule), else by its app bar title without the kind
 *   (« Lycée Moderne de Tanda — École — Carte Scolaire »): a bare number tells nothing;
 * - another page under a page: « Exécution n° 395 — Tâches planifiées — Carte Scolaire ».
 */
export const tabTitle = ({ pathname, page, heading, singular }: TabTitleInput): string => {
  const shown = heading.trim();
  if (!page) return withAppName(shown);
  const rest = page.path === '/' ? '' : pathname.slice(page.path.length);
  const id = page.views && singular ? recordIdIn(rest) : undefined;
  if (id !== undefined) {
    const named = shown.startsWith(singular!) ? shown.slice(singular!.length) : shown;
    return withAppName(/^\d+$/.test(id) ? named : id, singular);
  }
  return withAppName(rest && shown !== page.title ? shown : undefined, page.title);
};
