export const DREN_LIST = 'La liste des DREN';
export const SCHOOL_LIST = 'La liste des écoles';
export const CLASS_LIST = 'La liste des classes';

/** What a field says when the list of its choices failed to load: which list, and why. */
export const choicesFailed = (list: string, error: { message: string }): string =>
  `${list} n’a pas pu être chargée : ${error.message}`;
