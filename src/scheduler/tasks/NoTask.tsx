import EmptyState from '../../common/EmptyState';

/** The list of tasks when nothing matches. */
const NoTask = () => (
  <EmptyState
    message="Aucune tâche planifiée ne correspond."
    hint="Créez-en une avec « Nouvelle tâche »."
  />
);

export default NoTask;
