import type { SvgIconComponent } from '@mui/icons-material';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import type { Role } from '../../api/types';
import { filteredListPath } from '../../common/filteredListPath';
import { searchPages } from './palettePages';

/** One result of the palette: a page, or a search in one of the big lists. */
export interface PaletteEntry {
  key: string;
  icon: SvgIconComponent;
  title: string;
  description: string;
  to: string;
  kind: 'page' | 'search';
}

/** The lists a typed name or matricule can be looked up in, if the user may open them. */
const SEARCHABLE_LISTS = [
  { path: '/student', where: 'dans les élèves', hint: 'Nom, prénom ou matricule' },
  { path: '/school', where: 'dans les écoles', hint: 'Nom, code ou ville' },
] as const;

/** Below this many characters a query is a page name being typed, not a search. */
const MIN_SEARCH_LENGTH = 2;

/**
 * The palette's results: the pages whose title or description match, then, for a query of
 * two characters or more, 'Rechercher « … » dans les élèves' (and the schools), opening the
 * list filtered on it.
 */
export const paletteEntries = (roles: readonly Role[], query: string): PaletteEntry[] => {
  const pages = searchPages(roles, query);
  const entries: PaletteEntry[] = pages.map(({ path, icon, title, description }) => ({
    key: path,
    icon,
    title,
    description,
    to: path,
    kind: 'page',
  }));
  const text = query.trim();
  if (text.length < MIN_SEARCH_LENGTH) return entries;
  const visible = new Set(searchPages(roles, '').map(({ path }) => path));
  for (const { path, where, hint } of SEARCHABLE_LISTS) {
    if (!visible.has(path)) continue;
    entries.push({
      key: `search:${path}`,
      icon: ManageSearchIcon,
      title: `Rechercher « ${text} » ${where}`,
      description: hint,
      to: filteredListPath(path, { q: text }),
      kind: 'search',
    });
  }
  return entries;
};
