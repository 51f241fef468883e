/** The scheduled jobs of the platform, with what their runs write to their logs. */
import type { TaskKind } from '../../api/types';

export interface TaskDefinition {
  name: string;
  description: string;
  kind: TaskKind;
  params: Record<string, unknown>;
  command: string;
  cron: string;
  enabled: boolean;
  /** Duration of a run, in minutes. */
  minutes: [number, number];
  /** Share of runs that fail. */
  failureRate: number;
  /** Progress messages; '{n}' becomes a count. */
  steps: readonly string[];
  /** Messages of a failed run. */
  failures: readonly string[];
  /** For a disabled task: days since it last ran on schedule. */
  disabledForDays?: number;
  /** A long log: one line per batch ('{k}' of '{total}', '{n}' a count), this many batches. */
  batches?: { message: string; count: [number, number] };
}

const DB_STEP = 'Connexion à la base db-scolarite.local établie';

export const TASK_DEFINITIONS: readonly TaskDefinition[] = [
  {
    name: 'Synchronisation des élèves',
    description:
      'Importe les inscriptions et les changements de classe depuis la base de production.',
    kind: 'sync',
    params: { source: 'production', entity: 'student', batchSize: 500 },
    command: 'bin/console app:sync:students',
    cron: '0 2,14 * * *',
    enabled: true,
    minutes: [6, 20],
    failureRate: 0.06,
    steps: [
      DB_STEP,
      '{n} élèves lus depuis la production',
      '{n} fiches élèves mises à jour',
      '{n} nouveaux élèves créés',
    ],
    batches: { message: 'Lot {k}/{total} : {n} fiches élèves comparées', count: [60, 140] },
    failures: [
      'Délai de connexion dépassé avec la base de production',
      'Matricules en double : import interrompu',
    ],
  },
  {
    name: 'Synchronisation des photos',
    description: 'Récupère les photos prises dans les établissements et les associe aux élèves.',
    kind: 'photos',
    params: { source: 'serveur-photos', maxPhotos: 20000 },
    command: 'bin/console app:sync:photos',
    cron: '45 1,7,13,19 * * *',
    enabled: true,
    minutes: [18, 35],
    failureRate: 0.08,
    steps: [
      'Connexion au serveur de photos établie',
      '{n} photos reçues',
      '{n} photos associées aux élèves',
      '{n} photos illisibles ignorées',
    ],
    failures: [
      'Serveur de photos injoignable',
      'Espace disque insuffisant sur le serveur de photos',
    ],
  },
  {
    name: 'Génération des miniatures',
    description: 'Produit les miniatures 120×150 des nouvelles photos.',
    kind: 'photos',
    params: { width: 120, height: 150 },
    command: 'bin/console app:photos:thumbnails',
    cron: '15 3 * * *',
    enabled: true,
    minutes: [5, 15],
    failureRate: 0.03,
    steps: ['{n} photos sans miniature', '{n} miniatures générées'],
    failures: ['Erreur de conversion d’image : format inconnu'],
  },
  {
    name: 'Purge des journaux',
    description: 'Supprime les journaux d’exécution de plus de 90 jours.',
    kind: 'maintenance',
    params: { olderThanDays: 90 },
    command: 'bin/console app:logs:purge --older-than=90',
    cron: '0 4 * * 0',
    enabled: true,
    minutes: [1, 3],
    failureRate: 0,
    steps: ['{n} lignes de journal supprimées', 'Tables optimisées'],
    failures: ['Verrou de table impossible à obtenir'],
  },
  {
    name: 'Export des statistiques DREN',
    description: 'Envoie à la DSPS les effectifs et taux de validation par DREN.',
    kind: 'export',
    params: { format: 'csv', destination: 'sftp://dsps.education.ci/depot' },
    command: 'bin/console app:stats:export-dren',
    cron: '0 6 * * 1-5',
    enabled: true,
    minutes: [2, 8],
    failureRate: 0.05,
    steps: [
      DB_STEP,
      'Statistiques calculées pour {n} écoles',
      'Fichier stats_dren.csv déposé sur le serveur de la DSPS',
    ],
    failures: ['Dépôt SFTP refusé par le serveur de la DSPS'],
  },
  {
    name: 'Sauvegarde de la base',
    description: 'Sauvegarde complète de la base scolarité, conservée 30 jours.',
    kind: 'backup',
    params: { database: 'scolarite', keepDays: 30 },
    command: 'bin/backup-db.sh scolarite',
    cron: '0 1 * * *',
    enabled: true,
    minutes: [15, 40],
    failureRate: 0.04,
    steps: [
      'Export de la base en cours',
      'Archive de {n} Mo créée',
      'Archive copiée sur le serveur de secours',
    ],
    batches: { message: 'Table {k}/{total} exportée ({n} lignes)', count: [40, 90] },
    failures: ['Serveur de secours injoignable : sauvegarde conservée localement'],
  },
  {
    name: 'Synchronisation des écoles et DREN',
    description: 'Met à jour la liste des établissements et leur rattachement aux DREN.',
    kind: 'sync',
    params: { source: 'production', entity: 'school' },
    command: 'bin/console app:sync:schools',
    cron: '30 5 * * *',
    enabled: true,
    minutes: [2, 6],
    failureRate: 0.05,
    steps: [DB_STEP, '{n} écoles comparées', '{n} écoles mises à jour'],
    failures: ['Code DREN inconnu dans le fichier source'],
  },
  {
    name: 'Contrôle de cohérence des données',
    description: 'Applique les règles de validation aux fiches élèves modifiées.',
    kind: 'validation',
    params: { onlyModified: true },
    command: 'bin/console app:validation:check',
    cron: '0 7,12,17 * * 1-5',
    enabled: true,
    minutes: [3, 10],
    failureRate: 0.04,
    steps: [DB_STEP, '{n} fiches contrôlées', '{n} anomalies détectées'],
    failures: ['Mémoire insuffisante pendant le contrôle'],
  },
  {
    name: 'Envoi des lots à l’imprimeur',
    description: 'Transmet au centre de production les cartes validées de la semaine.',
    kind: 'export',
    params: { destination: 'centre-production', batchSize: 2000 },
    command: 'bin/console app:cards:send-batch',
    cron: '0 22 * * 5',
    enabled: false,
    minutes: [4, 12],
    failureRate: 0.1,
    steps: ['{n} cartes validées à imprimer', 'Lot transmis au centre de production'],
    failures: ['Certificat du centre de production expiré'],
    disabledForDays: 18,
  },
];

/** Warnings that may show up in the middle of any run. */
export const TASK_WARNINGS: readonly string[] = [
  'Temps de réponse élevé de la base de données',
  '{n} enregistrements ignorés (données incomplètes)',
  'Nouvelle tentative après une erreur réseau',
];

/** Progress of a task created in the app, whose catalogue entry does not exist. */
export const GENERIC_STEPS: readonly string[] = [
  'Préparation de la tâche',
  '{n} enregistrements lus',
  '{n} enregistrements traités',
  'Résultats enregistrés',
];
