import { useGetList, type RaRecord } from 'react-admin';
import type {
  ModelDatabase,
  ModelDatabaseSource,
  ModelEntity,
  ModelEntitySource,
  ModelLocation,
  SyncHistory,
} from '../api/types';
import { useLastRuns } from '../synchronization/useLastRuns';
import { buildGraph } from './buildGraph';
import type { MapGraph } from './graphTypes';

/** Every record of a data-model list (they hold tens of records: one page of 1,000). */
const ALL = { pagination: { page: 1, perPage: 1000 } };

const useAll = <T>(resource: string) => {
  const query = useGetList<T & RaRecord>(resource, ALL);
  return { ...query, records: (query.data ?? []) as T[] };
};

/**
 * The map's data: the data model (five model calls) and the last run of each type (followed
 * while one runs), turned into the graph.
 */
export const useMapData = () => {
  const locations = useAll<ModelLocation>('model-location');
  const databases = useAll<ModelDatabase>('model-database');
  const databaseSources = useAll<ModelDatabaseSource>('model-database-source');
  const entities = useAll<ModelEntity>('model-entity');
  const entitySources = useAll<ModelEntitySource>('model-entity-source');
  const lastRuns = useLastRuns();
  const queries = [locations, databases, databaseSources, entities, entitySources, ...lastRuns];
  const error = queries.find((query) => query.error)?.error ?? null;
  const isPending = queries.some((query) => query.isPending);
  const graph: MapGraph | undefined =
    isPending || error
      ? undefined
      : buildGraph({
          locations: locations.records,
          databases: databases.records,
          databaseSources: databaseSources.records,
          entities: entities.records,
          entitySources: entitySources.records,
          lastRuns: Object.fromEntries(lastRuns.map(({ type, run }) => [type, run])) as Record<
            SyncHistory['syncHistory_type'],
            (SyncHistory & RaRecord) | undefined
          >,
        });
  const retry = () => queries.filter((query) => query.error).forEach((query) => query.refetch());
  return { graph, isPending, error, retry };
};
