/** The page sizes every list offers (ListPagination). */
export const PER_PAGE_CHOICES = [25, 50, 100] as const;

/** The largest page size offered that is not above `value`; 25 below it. */
const perPageChoice = (value: number): number =>
  PER_PAGE_CHOICES.findLast((choice) => choice <= value) ?? PER_PAGE_CHOICES[0];

/**
 * A URL's query with a list's `perPage` brought to a size the lists offer (25, 50 or 100)
 * and its `page` to a positive integer, or null when they already are. A link with
 * `perPage=99999999` would otherwise ask the API for that many rows and freeze the tab.
 * A value that is no number is dropped: the list's own default applies.
 */
export const clampedListSearch = (search: string): string | null => {
  const query = new URLSearchParams(search);
  let changed = false;
  const fix = (key: string, clamp: (value: number) => number) => {
    const raw = query.get(key);
    if (raw === null) return;
    const value = Number(raw);
    const fixed = raw.trim() && Number.isFinite(value) ? String(clamp(value)) : null;
    if (fixed === raw) return;
    changed = true;
    if (fixed === null) query.delete(key);
    else query.set(key, fixed);
  };
  fix('perPage', perPageChoice);
  fix('page', (value) => Math.max(1, Math.floor(value)));
  if (!changed) return null;
  const text = query.toString();
  return text ? `?${text}` : '';
};
