export const DREN_LIST = 'La liste des DREN';
export const SCHOOL_LIST = 'La liste des écoles';
export const CLASS_LIST = 'La liste des classes';

/** What a field says when the list of its choices failed to load: which list, and why. */
const choicesFailed = (list: string, error: { message: string }): string =>
  `${list} n’a pas pu être chargée : ${error.message}`;

/** A text field's props for it: in error, the reason under it; nothing while the list is there. */
export const choicesFailedProps = (list: string, error: { message: string } | null) =>
  error ? { error: true, helperText: choicesFailed(list, error) } : {};
