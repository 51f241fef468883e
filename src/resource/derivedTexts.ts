import type { RecordNoun } from '../common/recordNotice';
import type { ResourceDeclaration } from './declare';

/** The French texts of a module's generated views, each one given or derived. */
export interface ModuleTexts {
  empty: string;
  createTitle: string;
  deleteTitle: string;
  deleteContent: string;
}

/** Elision before a vowel or a mute h: « l’année », « cet atelier », « nouvel atelier ». */
const elides = (word: string) => /^[aeiouyhàâäéèêëîïôöûü]/i.test(word);

/** « Année scolaire » in a sentence: « année scolaire »; an acronym (« DREN ») stays as it is. */
const inSentence = (noun: string) =>
  /^.[a-zà-ÿ]/.test(noun) ? noun.charAt(0).toLowerCase() + noun.slice(1) : noun;

/** How a write's notice names a record: `notice`, else the label and its gender. */
export const noticeOf = <R extends object>(declaration: ResourceDeclaration<R>): RecordNoun =>
  declaration.notice ?? {
    one: declaration.label.one,
    many: inSentence(declaration.label.many),
    feminine: declaration.label.feminine ?? false,
  };

/**
 * The texts of the generated views: each one the declaration gives in `texts`, else made from
 * its label and gender (`label.feminine`, masculine by default): « Aucune année scolaire pour
 * le moment. », « Nouvelle année scolaire », « Supprimer l’année scolaire « 2025-2026 » ? »,
 * « Cette année scolaire sera supprimée définitivement. ».
 */
export const textsOf = <R extends object>(declaration: ResourceDeclaration<R>): ModuleTexts => {
  const noun = inSentence(declaration.label.one);
  const feminine = declaration.label.feminine ?? false;
  const vowel = elides(noun);
  const the = vowel ? 'l’' : feminine ? 'la ' : 'le ';
  const this_ = feminine ? 'Cette' : vowel ? 'Cet' : 'Ce';
  const none = feminine ? 'Aucune' : 'Aucun';
  const newOne = feminine ? 'Nouvelle' : vowel ? 'Nouvel' : 'Nouveau';
  return {
    empty: `${none} ${noun} pour le moment.`,
    createTitle: `${newOne} ${noun}`,
    deleteTitle: `Supprimer ${the}${noun} « %{recordRepresentation} » ?`,
    deleteContent: `${this_} ${noun} sera ${feminine ? 'supprimée' : 'supprimé'} définitivement.`,
    ...declaration.texts,
  };
};
