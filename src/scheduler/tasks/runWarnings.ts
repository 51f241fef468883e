import type { Task } from '../../api/types';

/**
 * What running a task now means, said before it runs: its description, and louder warnings
 * for a disabled task (someone stopped it on purpose) and for a task that sends data out of
 * the platform (an export: what was sent cannot be called back).
 */
export const runWarnings = (task: Task): string[] => [
  ...(task.task_enabled
    ? []
    : [
        'Cette tâche est désactivée : son planning ne la lance plus. L’exécuter maintenant la lance quand même, une fois.',
      ]),
  ...(task.task_kind === 'export'
    ? [
        'Cette tâche envoie des données hors de la plateforme : un envoi fait ne peut pas être annulé.',
      ]
    : []),
];

export const runTitle = (task: Task) => `Exécuter la tâche « ${task.task_name} » maintenant ?`;
