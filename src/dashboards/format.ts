import { formatCount } from '../students/format';

export { formatCount };

const DECIMAL = new Intl.NumberFormat('fr-FR', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/** The share of a part, or undefined when there is no whole to share (total 0). */
export const ratio = (part: number, total: number): number | undefined =>
  total > 0 ? part / total : undefined;

/**
 * A share as French readers write it, one decimal: '12,3 %', with a narrow no-break space
 * before the sign, like the thousands of formatCount (Intl's percent style puts a wider one,
 * or a narrow one, depending on the engine); '–' when there is nothing to share.
 */
export const formatPercent = (value: number | undefined): string =>
  value === undefined ? '–' : `${DECIMAL.format(value * 100)}\u202f%`;

const CSV_DECIMAL = new Intl.NumberFormat('fr-FR', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
  useGrouping: false,
});

/** A share for a spreadsheet: '12,3' (French decimal comma, no sign); empty when none. */
export const csvPercent = (value: number | undefined): string =>
  value === undefined ? '' : CSV_DECIMAL.format(value * 100);
