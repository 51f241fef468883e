/** French labels of the model-entity resource (resources.model-entity.*). */
export const entityMessages = {
  name: 'Entité |||| Entités',
  fields: {
    modelEntity_name: 'Nom',
    modelEntity_description: 'Description',
    modelOrganization_id: 'Organisation responsable',
    q: 'Rechercher',
  },
  empty: 'Aucune entité pour le moment.',
  invite: 'Déclarez la première entité.',
  message: {
    delete_title: 'Supprimer l’entité « %{recordRepresentation} » ?',
    delete_content:
      'L’entité sera supprimée définitivement. Une entité qui a encore des sources ne peut pas l’être : supprimez-les d’abord.',
  },
};

/** French labels of the model-entity-source resource. */
export const entitySourceMessages = {
  name: 'Source d’entité |||| Sources d’entité',
  fields: {
    modelDatabaseSource_id: 'Source de données',
    modelEntitySource_table: 'Table ou chemin',
    modelEntitySource_order: 'Ordre',
  },
};
