/**
 * The total a page can vouch for. A page with fewer rows than asked is the last one, and no total
 * is below the rows already shown, whatever the server claims: never « 1-25 sur 2 157 729 … »
 * above 5 rows.
 */
export const vouchedTotal = (
  total: number | undefined,
  page: number,
  perPage: number,
  rows: number,
): number | undefined => {
  if (total === undefined) return undefined;
  const seen = (page - 1) * perPage + rows;
  return rows < perPage ? seen : Math.max(total, seen);
};
