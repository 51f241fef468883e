import EmptyState from '../../common/EmptyState';

/** The list of executions when nothing matches its filters. */
const NoExecution = () => <EmptyState message="Aucune exécution ne correspond à ces filtres." />;

export default NoExecution;
