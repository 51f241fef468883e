/** What a date the app cannot read shows, wherever it is displayed (issue 34). */
export const UNREADABLE_DATE = 'date illisible';

export type DateValue = string | number | Date | null | undefined;

/** The moment of a value; undefined when it is missing or unreadable (Intl would throw). */
export const readDate = (value: DateValue): Date | undefined => {
  if (value === null || value === undefined || value === '') return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
};

/**
 * Every date the app shows goes through here: `format` applied to a readable value,
 * « date illisible » for an unreadable one (never « Invalid Date » nor a RangeError), `missing`
 * for none.
 */
export const showDate = (format: Intl.DateTimeFormat, value: DateValue, missing = ''): string => {
  if (value === null || value === undefined || value === '') return missing;
  const date = readDate(value);
  return date ? format.format(date) : UNREADABLE_DATE;
};
