import { formatCount } from '../students/format';

/** "1 erreur", "13 erreurs" (French: 0 and 1 take the singular). */
export const errorsCount = (count: number): string =>
  `${formatCount(count)} erreur${count > 1 ? 's' : ''}`;

/** "1 erreur supprimée", "13 erreurs supprimées". */
export const errorsDeleted = (count: number): string =>
  `${errorsCount(count)} supprimée${count > 1 ? 's' : ''}`;
