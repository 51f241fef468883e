export { formatCount } from '../common/numbers';
const PERCENT = new Intl.NumberFormat('fr-FR', { style: 'percent', maximumFractionDigits: 1 });

/** Share of validated students (0 to 1), or null when there is no student to validate. */
export const validatedShare = (validated: number, total: number): number | null =>
  total > 0 ? Math.min(1, Math.max(0, validated / total)) : null;

/** A share as French readers write it: 72,5 % (no-break space before the sign). */
export const formatShare = (share: number): string => PERCENT.format(share);
