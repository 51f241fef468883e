/**
 * The databases of the information system, their sources (ordered per database),
 * the business entities and where each is read from (ordered per entity).
 */
import type {
  ModelDatabase,
  ModelDatabaseSource,
  ModelEntity,
  ModelEntitySource,
  ModelLocation,
  ModelOrganization,
} from '../../api/types';

type Engine = ModelDatabase['modelDatabase_engine'];

/** Name, engine, host, site (a modelLocation name), sources [name, connection]. */
// prettier-ignore
const DATABASES: readonly [string, Engine, string, string, readonly [string, string][]][] = [
  ['Scolarité', 'PostgreSQL', 'db-scolarite.local', 'Centre de données national (Plateau)', [
    ['Principale', 'postgresql://app_scolarite@db-scolarite.local:5432/scolarite'],
    ['Réplique en lecture', 'postgresql://lecture@db-scolarite-ro.local:5432/scolarite'],
    ['Archives 2025-2026', 'postgresql://lecture@db-scolarite.local:5432/scolarite_2025'],
  ]],
  ['Photothèque', 'PostgreSQL', 'db-photos.local', 'Centre de données national (Plateau)', [
    ['Métadonnées des photos', 'postgresql://app_photos@db-photos.local:5432/photos'],
    ['Fichiers des photos', 'sftp://photos@files-photos.local/srv/photos'],
  ]],
  ['Production des cartes', 'PostgreSQL', 'db-prod-cartes.local', 'Centre de production des cartes (VITIB)', [
    ['Commandes', 'postgresql://app_cartes@db-prod-cartes.local:5432/commandes'],
    ["Suivi d'impression", 'postgresql://app_cartes@db-prod-cartes.local:5432/impression'],
  ]],
  ['Statistiques DSPS', 'MySQL', 'db-stats.local', 'Cité administrative du Plateau', [
    ['Entrepôt', 'mysql://stats@db-stats.local:3306/entrepot'],
    ['Indicateurs DREN', 'mysql://stats@db-stats.local:3306/indicateurs'],
    ['Annuaire statistique', 'mysql://stats@db-stats.local:3306/annuaire'],
    ['Carte scolaire', 'mysql://stats@db-stats.local:3306/carte_scolaire'],
  ]],
  ['Ressources humaines', 'SQL Server', 'db-rh.local', 'Cité administrative du Plateau', [
    ['Personnel', 'Server=db-rh.local,1433;Database=Personnel'],
    ['Affectations', 'Server=db-rh.local,1433;Database=Affectations'],
  ]],
  ['Examens et concours', 'Oracle', 'db-deco.local', 'Centre de données national (Plateau)', [
    ['Inscriptions', 'jdbc:oracle:thin:@db-deco.local:1521/INSCRIPTIONS'],
    ['Résultats', 'jdbc:oracle:thin:@db-deco.local:1521/RESULTATS'],
  ]],
];

/** Name, description, organisation, sources [database, source, table]. */
// prettier-ignore
const ENTITIES: readonly [string, string, string, readonly [string, string, string][]][] = [
  ['Élève', 'Élève inscrit dans un établissement secondaire', 'Bureau des cartes scolaires', [
    ['Scolarité', 'Principale', 'public.eleve'],
    ['Scolarité', 'Réplique en lecture', 'public.eleve'],
    ['Examens et concours', 'Inscriptions', 'CANDIDAT'],
  ]],
  ['École', 'Établissement secondaire public ou privé', 'Service de la carte scolaire', [
    ['Scolarité', 'Principale', 'public.etablissement'],
    ['Statistiques DSPS', 'Carte scolaire', 'etablissements'],
  ]],
  ['DREN', "Direction régionale de l'Éducation nationale", 'Service de la carte scolaire', [
    ['Scolarité', 'Principale', 'public.dren'],
    ['Statistiques DSPS', 'Indicateurs DREN', 'dren'],
  ]],
  ['Photo', "Photo d'identité d'un élève", 'Bureau des cartes scolaires', [
    ['Photothèque', 'Métadonnées des photos', 'public.photo'],
    ['Photothèque', 'Fichiers des photos', '/srv/photos/originaux'],
  ]],
  ['Classe', 'Classe ou division d’un établissement (6ème à Terminale)', 'Service des programmes', [
    ['Scolarité', 'Principale', 'public.classe'],
  ]],
  ['Enseignant', 'Enseignant affecté dans un établissement', 'Service de la gestion du personnel', [
    ['Ressources humaines', 'Personnel', 'dbo.Enseignant'],
    ['Ressources humaines', 'Affectations', 'dbo.Affectation'],
  ]],
  ['Personnel administratif', 'Agent des DREN et des services centraux', 'Bureau des carrières', [
    ['Ressources humaines', 'Personnel', 'dbo.Agent'],
  ]],
  ['Inscription', "Inscription d'un élève pour une année scolaire", 'Service de la vie scolaire', [
    ['Scolarité', 'Principale', 'public.inscription'],
    ['Scolarité', 'Archives 2025-2026', 'public.inscription'],
  ]],
  ['Carte scolaire', "Carte d'identité scolaire imprimée", 'Bureau des cartes scolaires', [
    ['Production des cartes', 'Commandes', 'public.carte'],
    ['Production des cartes', "Suivi d'impression", 'public.lot_impression'],
  ]],
  ['Examen', 'Session du BEPC ou du baccalauréat', 'Service des examens', [
    ['Examens et concours', 'Inscriptions', 'SESSION_EXAMEN'],
  ]],
  ["Résultat d'examen", "Résultat d'un candidat à un examen", 'Bureau des inscriptions', [
    ['Examens et concours', 'Résultats', 'RESULTAT'],
    ['Statistiques DSPS', 'Entrepôt', 'fait_resultats'],
  ]],
  ['Année scolaire', 'Année scolaire et son calendrier', 'Bureau de la planification', [
    ['Scolarité', 'Principale', 'public.annee_scolaire'],
    ['Statistiques DSPS', 'Annuaire statistique', 'annees'],
  ]],
];

export interface ModelSources {
  modelDatabases: ModelDatabase[];
  modelDatabaseSources: ModelDatabaseSource[];
  modelEntities: ModelEntity[];
  modelEntitySources: ModelEntitySource[];
}

export function generateModelSources(
  locations: readonly ModelLocation[],
  organizations: readonly ModelOrganization[],
): ModelSources {
  const locationId = (name: string) =>
    locations.find((l) => l.modelLocation_name === name)?.modelLocation_id ?? null;
  const organizationId = (name: string) =>
    organizations.find((o) => o.modelOrganization_name === name)?.modelOrganization_id ?? null;
  const result: ModelSources = {
    modelDatabases: [],
    modelDatabaseSources: [],
    modelEntities: [],
    modelEntitySources: [],
  };
  const sourceIds = new Map<string, number>();

  DATABASES.forEach(([name, engine, host, site, sources], index) => {
    const database: ModelDatabase = {
      modelDatabase_id: index + 1,
      modelDatabase_name: name,
      modelDatabase_engine: engine,
      modelDatabase_host: host,
      modelLocation_id: locationId(site),
    };
    result.modelDatabases.push(database);
    sources.forEach(([sourceName, connection], order) => {
      const id = result.modelDatabaseSources.length + 1;
      sourceIds.set(`${name}/${sourceName}`, id);
      result.modelDatabaseSources.push({
        modelDatabaseSource_id: id,
        modelDatabase_id: database.modelDatabase_id,
        modelDatabaseSource_name: sourceName,
        modelDatabaseSource_connection: connection,
        modelDatabaseSource_order: order,
      });
    });
  });

  ENTITIES.forEach(([name, description, organization, sources], index) => {
    const entity: ModelEntity = {
      modelEntity_id: index + 1,
      modelEntity_name: name,
      modelEntity_description: description,
      modelOrganization_id: organizationId(organization),
    };
    result.modelEntities.push(entity);
    sources.forEach(([database, source, table], order) => {
      const sourceId = sourceIds.get(`${database}/${source}`);
      if (sourceId === undefined) throw new Error(`Unknown source ${database}/${source}`);
      result.modelEntitySources.push({
        modelEntitySource_id: result.modelEntitySources.length + 1,
        modelEntity_id: entity.modelEntity_id,
        modelDatabaseSource_id: sourceId,
        modelEntitySource_table: table,
        modelEntitySource_order: order,
      });
    });
  });
  return result;
}
