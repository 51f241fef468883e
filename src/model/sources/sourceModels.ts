/** What differs between the two kinds of ordered sources. */
export interface SourceModel {
  /** react-admin resource (src/api/resources.ts). */
  resource: 'model-database-source' | 'model-entity-source';
  /** Prefix of the endpoint names: `${api}.updateOrder`. */
  api: 'modelDatabaseSource' | 'modelEntitySource';
  /** The owning record's id field, used as the list's filter. */
  ownerField: 'modelDatabase_id' | 'modelEntity_id';
  orderField: string;
  title: string;
  emptyMessage: string;
}

export const DATABASE_SOURCES: SourceModel = {
  resource: 'model-database-source',
  api: 'modelDatabaseSource',
  ownerField: 'modelDatabase_id',
  orderField: 'modelDatabaseSource_order',
  title: 'Sources de la base',
  emptyMessage: 'Cette base n’a encore aucune source.',
};

export const ENTITY_SOURCES: SourceModel = {
  resource: 'model-entity-source',
  api: 'modelEntitySource',
  ownerField: 'modelEntity_id',
  orderField: 'modelEntitySource_order',
  title: 'Sources de l’entité',
  emptyMessage: 'Cette entité n’est encore lue dans aucune source.',
};
