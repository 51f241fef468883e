import type { Role } from '../api/types';
import { canSee } from '../auth/access';
import { exactListPath } from '../common/filteredListPath';
import { pageOf } from '../resource/pageCatalog';
import {
  useLastSync,
  usePendingPhotosTotal,
  useSchoolsWithIssuesTotal,
  useStudentsTotal,
  type FigureState,
} from './figureHooks';

export interface KeyFigure {
  /** The page the card links to; the user sees the card only if they may open it. */
  path: string;
  /** Where the card leads: the list filtered exactly as the figure counts (default `path`). */
  to?: string;
  label: string;
  useFigure: () => FigureState;
}

export const KEY_FIGURES: readonly KeyFigure[] = [
  {
    path: '/student',
    to: exactListPath('/student', {}, { field: 'student_lastName', order: 'ASC' }),
    label: 'Élèves',
    useFigure: useStudentsTotal,
  },
  {
    path: '/photos',
    // Photos waiting for a decision are decided in the queue (its photo view), not listed.
    to: '/validation?target=photo',
    label: 'Photos à valider',
    useFigure: usePendingPhotosTotal,
  },
  {
    path: '/schoolValidationIssues',
    to: exactListPath('/schoolValidationIssues', {}, { field: 'school_issueCount', order: 'DESC' }),
    label: 'Écoles ayant des élèves à corriger',
    useFigure: useSchoolsWithIssuesTotal,
  },
  { path: '/synchronization', label: 'Dernière synchronisation', useFigure: useLastSync },
];

/** The figures of the pages the user may open: the others are never asked for. */
export const visibleKeyFigures = (roles: readonly Role[]): KeyFigure[] =>
  KEY_FIGURES.filter(({ path }) => {
    const page = pageOf(path);
    return page !== undefined && canSee(page.roles, roles);
  });
