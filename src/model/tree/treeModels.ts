import type { ModelLocation, ModelOrganization } from '../../api/types';

/** What differs between the two tree pages: their resource, calls, fields and French words. */
export interface TreeModel {
  /** react-admin resource (src/api/resources.ts). */
  resource: 'model-location' | 'model-organization';
  /** Prefix of the endpoint names: `${api}.updateHierarchy`. */
  api: 'modelLocation' | 'modelOrganization';
  nameField: string;
  kindField: string;
  kinds: readonly string[];
  title: string;
  /** The tree's accessible name. */
  treeLabel: string;
  emptyMessage: string;
}

const LOCATION_KINDS: readonly ModelLocation['modelLocation_kind'][] = [
  'Pays',
  'Région',
  'DREN',
  'Site',
  'Bâtiment',
  'Salle',
];

const ORGANIZATION_KINDS: readonly ModelOrganization['modelOrganization_kind'][] = [
  'Ministère',
  'Direction',
  'Service',
  'Bureau',
];

export const LOCATION_TREE: TreeModel = {
  resource: 'model-location',
  api: 'modelLocation',
  nameField: 'modelLocation_name',
  kindField: 'modelLocation_kind',
  kinds: LOCATION_KINDS,
  title: 'Infrastructure',
  treeLabel: 'Arborescence de l’infrastructure',
  emptyMessage: 'Aucun lieu pour le moment.',
};

export const ORGANIZATION_TREE: TreeModel = {
  resource: 'model-organization',
  api: 'modelOrganization',
  nameField: 'modelOrganization_name',
  kindField: 'modelOrganization_kind',
  kinds: ORGANIZATION_KINDS,
  title: 'Organisations',
  treeLabel: 'Arborescence des organisations',
  emptyMessage: 'Aucune organisation pour le moment.',
};
