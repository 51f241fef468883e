import type { DraftRefusal } from './draftStore';

const REASON_TEXT: Record<DraftRefusal, string> = {
  shape: 'il est illisible',
  seal: 'il a été modifié ou n’a pas été enregistré par vous',
  future: 'il est daté dans le futur',
};

/** A draft found for this form failed its checks: removed, nothing filled. */
export const draftRefusedText = (reason: DraftRefusal): string =>
  `Le brouillon gardé dans ce navigateur pour ce formulaire a été écarté sans être repris : ${REASON_TEXT[reason]}.`;

/** « Champs repris : Identifiant, Nom complet. » */
export const restoredFieldsText = (labels: readonly string[]): string =>
  `Champ${labels.length > 1 ? 's' : ''} repris : ${labels.join(', ')}.`;

export const notRestoredText = (labels: readonly string[]): string =>
  `Non repris, car refusé${labels.length > 1 ? 's' : ''} par les règles du formulaire : ${labels.join(', ')}.`;
