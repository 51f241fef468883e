/** French labels of the model-database resource (resources.model-database.*). */
export const databaseMessages = {
  name: 'Base de données |||| Bases de données',
  fields: {
    modelDatabase_name: 'Nom',
    modelDatabase_engine: 'Moteur',
    modelDatabase_host: 'Hôte',
    modelLocation_id: 'Emplacement',
    q: 'Rechercher',
  },
  empty: 'Aucune base de données pour le moment.',
  invite: 'Déclarez la première base.',
  message: {
    delete_title: 'Supprimer la base « %{recordRepresentation} » ?',
    delete_content:
      'La base sera supprimée définitivement. Une base qui a encore des sources, ou dont des entités lisent les sources, ne peut pas l’être : supprimez-les d’abord.',
  },
};

/** French labels of the model-database-source resource. */
export const databaseSourceMessages = {
  name: 'Source de base |||| Sources de base',
  fields: {
    modelDatabaseSource_name: 'Nom',
    modelDatabaseSource_connection: 'Connexion',
    modelDatabaseSource_order: 'Ordre',
  },
};
