import { useSearchParams } from 'react-router-dom';
import { isRowSort, type RowSort } from './stateRows';
import type { View } from './ViewSwitch';

/** A drill-down page's breakdown card keeps its view here; a drill-down link carries it. */
export const VIEW_PARAM = 'view';

const intOf = (value: string | null): number | undefined => {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  return Number(value);
};

/**
 * The dashboards' state in the URL: shareable, kept on reload. Sorting and typing replace
 * the current history entry; drill-downs are links (new entries, which Back walks back).
 */
export const useUrlState = () => {
  const [params, setParams] = useSearchParams();
  /** Changes some parameters at once (undefined or '' removes one). */
  const set = (changes: Record<string, string | undefined>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  const sortParam = params.get('sort');
  return {
    drenId: intOf(params.get('dren_id')),
    schoolId: intOf(params.get('school_id')),
    page: intOf(params.get('page')),
    query: params.get('q') ?? '',
    state: params.get('state'),
    sort: (isRowSort(sortParam) ? sortParam : undefined) as RowSort | undefined,
    /** A card's view, under its own parameter (`…=table`; absent, the chart). */
    viewOf: (param: string = VIEW_PARAM): View =>
      params.get(param) === 'table' ? 'table' : 'chart',
    set,
  };
};

/**
 * A breakdown card's 'Graphique / Tableau' in the URL under the card's own parameter: Back to
 * the card, a reload or a shared link find it as it was left, and a card's drill-down links
 * carry it on (the cards of one page do not share it).
 */
export const useCardView = (param: string = VIEW_PARAM) => {
  const { viewOf, set } = useUrlState();
  return {
    view: viewOf(param),
    onViewChange: (next: View) => set({ [param]: next === 'table' ? next : undefined }),
  };
};
