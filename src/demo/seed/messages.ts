/** Service messages shown in the banner of the application (two displayed). */
import type { ServiceMessage, ServiceMessageType } from '../../api/types';
import { DAY_MS, NOW_MS, isoTime } from './clock';

interface MessageDefinition {
  title: string;
  content: string;
  type: ServiceMessageType;
  displayed: boolean;
  /** Days before DEMO_NOW it was written. */
  age: number;
}

const MESSAGES: readonly MessageDefinition[] = [
  {
    title: 'Opération de maintenance planifiée',
    content:
      'La plateforme sera indisponible le samedi 28 novembre 2026 de 22 h à 2 h pour une ' +
      'opération de maintenance. Merci d’enregistrer vos validations avant cette heure.',
    type: 'Info',
    displayed: true,
    age: 2.3,
  },
  {
    title: 'Retard de synchronisation des photos',
    content:
      'La synchronisation des photos avec le centre de production accuse un retard. Les ' +
      'photos prises depuis lundi peuvent ne pas encore apparaître.',
    type: 'Warning',
    displayed: true,
    age: 0.6,
  },
  {
    title: 'Campagne de validation 2026-2027',
    content:
      'La campagne de validation des données des élèves pour l’année scolaire 2026-2027 est ' +
      'ouverte jusqu’au 15 décembre 2026.',
    type: 'Info',
    displayed: false,
    age: 45,
  },
  {
    title: 'Incident sur le serveur de photos',
    content:
      'Un incident a rendu les miniatures indisponibles pendant deux heures. Le service est ' +
      'rétabli ; aucune donnée n’a été perdue.',
    type: 'Alert',
    displayed: false,
    age: 21,
  },
  {
    title: 'Nouvelle version de l’application',
    content:
      'La version 1.3.4 apporte le tableau de bord de validation des photos par école et la ' +
      'recherche rapide des pages (Ctrl+K).',
    type: 'Info',
    displayed: false,
    age: 9,
  },
];

export function generateServiceMessages(): ServiceMessage[] {
  return MESSAGES.map((message, index) => ({
    serviceMessage_id: index + 1,
    serviceMessage_title: message.title,
    serviceMessage_content: message.content,
    serviceMessage_type: message.type,
    serviceMessage_displayed: message.displayed,
    serviceMessage_createdAt: isoTime(NOW_MS - message.age * DAY_MS),
  }));
}
