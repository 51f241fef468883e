/** Every count and share the app shows goes through here (issue 34). */

const COUNT = new Intl.NumberFormat('fr-FR');

const DECIMAL = new Intl.NumberFormat('fr-FR', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

const CSV_DECIMAL = new Intl.NumberFormat('fr-FR', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
  useGrouping: false,
});

/** What a share above the whole shows: a part larger than its total is the server's error. */
export const OVER_WHOLE = 'plus de 100\u202f%';

/** 50 000, as French readers write it (a narrow no-break space between thousands). */
export const formatCount = (value: number): string => COUNT.format(value);

/** The share of a part, or undefined when there is no whole to share (total 0). */
export const ratio = (part: number, total: number): number | undefined =>
  total > 0 ? part / total : undefined;

const unreadable = (value: number | undefined): value is undefined =>
  value === undefined || !Number.isFinite(value) || value < 0;

/**
 * A share as French readers write it, one decimal: '12,3 %', with a narrow no-break space
 * before the sign, like the thousands of formatCount (Intl's percent style puts a wider one,
 * or a narrow one, depending on the engine); '–' when there is nothing to share; « plus de
 * 100 % » rather than an impossible 257,0 % when a server counts a part above its whole.
 */
export const formatPercent = (value: number | undefined): string => {
  if (unreadable(value)) return '–';
  return value > 1 ? OVER_WHOLE : `${DECIMAL.format(value * 100)}\u202f%`;
};

/**
 * A share for a spreadsheet: '12,3' (French decimal comma, no sign); empty when none. Kept as
 * computed above 100 (docs/decisions/contract.md): the column stays numeric, and the counts beside it
 * show where the server went wrong.
 */
export const csvPercent = (value: number | undefined): string =>
  unreadable(value) ? '' : CSV_DECIMAL.format(value * 100);
