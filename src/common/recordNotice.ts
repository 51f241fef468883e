/**
 * The app's notices after a write name the record: « Utilisateur « kone.a » créé »,
 * « Message « Maintenance » supprimé », « Base de données « Scolarité » modifiée ».
 */
export type NoticeAction = 'created' | 'updated' | 'deleted';

/** How a notice names a kind of record: its noun, its plural, its gender (agreement). */
export interface RecordNoun {
  one: string;
  many: string;
  feminine?: boolean;
}

const VERBS: Record<NoticeAction, string> = {
  created: 'créé',
  updated: 'modifié',
  deleted: 'supprimé',
};

const agreed = (noun: RecordNoun, action: NoticeAction, plural: boolean) =>
  `${VERBS[action]}${noun.feminine ? 'e' : ''}${plural ? 's' : ''}`;

/** « Utilisateur « kone.a » créé »; without a name, « Utilisateur créé ». */
export const recordNotice = (noun: RecordNoun, action: NoticeAction, name?: string): string =>
  name
    ? `${noun.one} « ${name} » ${agreed(noun, action, false)}`
    : `${noun.one} ${agreed(noun, action, false)}`;

/** « 3 utilisateurs supprimés »; one record: « Utilisateur supprimé ». */
export const recordsNotice = (noun: RecordNoun, action: NoticeAction, count: number): string =>
  count === 1
    ? recordNotice(noun, action)
    : `${count.toLocaleString('fr-FR')} ${noun.many} ${agreed(noun, action, true)}`;

/**
 * The nouns of the resources written through react-admin's views. Resource modules add theirs
 * from their declaration (`src/resource/register.tsx`).
 */
const nouns = new Map<string, RecordNoun>([
  // Not written from the app: named by the demo API when a section's record names none.
  ['school', { one: 'École', many: 'écoles', feminine: true }],
  ['model-database', { one: 'Base de données', many: 'bases de données', feminine: true }],
  ['model-entity', { one: 'Entité', many: 'entités', feminine: true }],
  ['tasks', { one: 'Tâche', many: 'tâches', feminine: true }],
  ['model-database-source', { one: 'Source', many: 'sources', feminine: true }],
  ['model-entity-source', { one: 'Source', many: 'sources', feminine: true }],
]);

export const registerRecordNoun = (resource: string, noun: RecordNoun): void => {
  nouns.set(resource, noun);
};

export const recordNounOf = (resource: string): RecordNoun | undefined => nouns.get(resource);
