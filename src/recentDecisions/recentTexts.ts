import { formatCount } from '../common/numbers';
import type { RecentEntry, RecentOrigin, RecentStudent, RecentTarget } from './types';

export const TARGETS: Record<RecentTarget, string> = { data: 'Données', photo: 'Photo' };

export const ORIGINS: Record<RecentOrigin, string> = {
  queue: 'File de revue',
  bulk: 'Sélection multiple',
  record: 'Fiche élève ou photo',
};

export const DELIVERY: Record<
  RecentEntry['delivery'],
  { label: string; color: 'success' | 'warning' | 'default' }
> = {
  sent: { label: 'Envoyée', color: 'success' },
  waiting: { label: 'En attente d’envoi', color: 'warning' },
  sending: { label: 'Envoi en cours', color: 'default' },
};

export const students = (n: number) => `${formatCount(n)} élève${n > 1 ? 's' : ''}`;

/** « KOUASSI Aya (M0001) » */
export const named = ({ name, idNumber }: RecentStudent) => `${name} (${idNumber})`;

/** Hours and minutes in French, as the clock on the wall (the app's time zone). */
export const clockTime = (at: number) =>
  new Date(at).toLocaleTimeString('fr-FR', { hour: '2-digit', minute: '2-digit' });

const DECIDED: Record<RecentTarget, Record<RecentEntry['state'], string>> = {
  data: { validated: 'Données validées', rejected: 'Données rejetées' },
  photo: { validated: 'Photo validée', rejected: 'Photo rejetée' },
};

/** « Données validées de KOUASSI Aya », « Photo rejetée de 3 élèves »: what « Annuler » undoes. */
export const entrySubject = (entry: RecentEntry) =>
  `${DECIDED[entry.target][entry.state]} de ${
    entry.students.length === 1 ? entry.students[0].name : students(entry.students.length)
  }`;
