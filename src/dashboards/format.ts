import { formatCount } from '../students/format';

export { formatCount };

const PERCENT = new Intl.NumberFormat('fr-FR', {
  style: 'percent',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const DECIMAL = new Intl.NumberFormat('fr-FR', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
  useGrouping: false,
});

/** The share of a part, or undefined when there is no whole to share (total 0). */
export const ratio = (part: number, total: number): number | undefined =>
  total > 0 ? part / total : undefined;

/**
 * A share as French readers write it, one decimal: '12,3 %' (Intl puts a narrow no-break space
 * before the sign, so it never wraps); '–' when there is nothing to share.
 */
export const formatPercent = (value: number | undefined): string =>
  value === undefined ? '–' : PERCENT.format(value);

/** A share for a spreadsheet: '12,3' (French decimal comma, no sign); empty when none. */
export const csvPercent = (value: number | undefined): string =>
  value === undefined ? '' : DECIMAL.format(value * 100);
