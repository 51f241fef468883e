/**
 * The two tree models: infrastructure (country > regions > DRENs > sites >
 * buildings > rooms) and organisations (ministry > directions > services >
 * offices). Ids are given depth first; `order` is the rank among siblings.
 */
import type { ModelLocation, ModelOrganization } from '../../api/types';

type Spec<K> = readonly [name: string, kind: K, children?: readonly Spec<K>[]];
type LocationKind = ModelLocation['modelLocation_kind'];
type OrganizationKind = ModelOrganization['modelOrganization_kind'];

interface FlatNode<K> {
  id: number;
  name: string;
  kind: K;
  parentId: number | null;
  order: number;
}

function flatten<K>(root: Spec<K>): FlatNode<K>[] {
  const nodes: FlatNode<K>[] = [];
  const visit = ([name, kind, children = []]: Spec<K>, parentId: number | null, order: number) => {
    const id = nodes.length + 1;
    nodes.push({ id, name, kind, parentId, order });
    children.forEach((child, index) => visit(child, id, index));
  };
  visit(root, null, 0);
  return nodes;
}

/** A regional DREN office: one site, one building, its rooms. */
function drenSeat(dren: string, building: string, rooms: string[]): Spec<LocationKind> {
  return [
    dren,
    'DREN',
    [
      [
        `Siège ${dren}`,
        'Site',
        [[building, 'Bâtiment', rooms.map((room) => [room, 'Salle'] as const)]],
      ],
    ],
  ];
}

// prettier-ignore
const LOCATIONS: Spec<LocationKind> = ["Côte d'Ivoire", 'Pays', [
  ["District Autonome d'Abidjan", 'Région', [
    drenSeat('DREN Abidjan 1', 'Bâtiment administratif', ['Bureau de la scolarité', 'Salle informatique']),
    drenSeat('DREN Abidjan 2', 'Bâtiment A', ['Salle de saisie']),
    drenSeat('DREN Abidjan 3', 'Bâtiment principal', ['Salle de saisie']),
    ['DREN Abidjan 4', 'DREN', [
      ['Cité administrative du Plateau', 'Site', [
        ['Tour D', 'Bâtiment', [['Salle serveurs (niveau -1)', 'Salle'], ['Salle de réunion (12e étage)', 'Salle']]],
        ['Tour E', 'Bâtiment', [['Bureaux de la DSPS (5e étage)', 'Salle']]],
      ]],
      ['Centre de données national (Plateau)', 'Site', [
        ['Bâtiment technique', 'Bâtiment', [['Salle machines 1', 'Salle'], ['Salle machines 2', 'Salle']]],
      ]],
    ]],
  ]],
  ['Gbêkê', 'Région', [
    drenSeat('DREN Bouaké 1', 'Bâtiment administratif', ['Salle serveurs régionale', 'Bureau de la scolarité']),
    drenSeat('DREN Bouaké 2', 'Bâtiment administratif', ['Salle de saisie']),
  ]],
  ['District Autonome de Yamoussoukro', 'Région', [
    drenSeat('DREN Yamoussoukro', 'Bâtiment principal', ['Salle informatique']),
  ]],
  ['Poro', 'Région', [drenSeat('DREN Korhogo', 'Bâtiment administratif', ['Salle serveurs régionale'])]],
  ['Haut-Sassandra', 'Région', [drenSeat('DREN Daloa', 'Bâtiment principal', ['Bureau de la scolarité'])]],
  ['San-Pédro', 'Région', [drenSeat('DREN San-Pedro', 'Bâtiment administratif', ['Salle de saisie'])]],
  ['Sud-Comoé', 'Région', [
    ['DREN Grand-Bassam', 'DREN', [
      ['Centre de production des cartes (VITIB)', 'Site', [
        ["Atelier d'impression", 'Bâtiment', [['Salle des imprimantes', 'Salle'], ['Salle de contrôle qualité', 'Salle']]],
        ['Bâtiment logistique', 'Bâtiment', [["Salle d'expédition", 'Salle']]],
      ]],
    ]],
  ]],
  ['Tonkpi', 'Région', [drenSeat('DREN Man', 'Bâtiment principal', ['Salle informatique'])]],
]];

// prettier-ignore
const ORGANIZATIONS: Spec<OrganizationKind> = ["Ministère de l'Éducation Nationale et de l'Alphabétisation", 'Ministère', [
  ['Direction des Stratégies, de la Planification et des Statistiques (DSPS)', 'Direction', [
    ['Service des statistiques', 'Service', [
      ['Bureau de la collecte des données', 'Bureau'],
      ["Bureau de l'analyse et des publications", 'Bureau'],
    ]],
    ['Service de la carte scolaire', 'Service', [
      ['Bureau de la planification', 'Bureau'],
      ['Bureau de la cartographie', 'Bureau'],
    ]],
  ]],
  ["Direction des Systèmes d'Information (DSI)", 'Direction', [
    ['Service des applications', 'Service', [
      ['Bureau des applications scolaires', 'Bureau'],
      ['Bureau des échanges de données', 'Bureau'],
    ]],
    ['Service des infrastructures', 'Service', [
      ["Bureau de l'exploitation", 'Bureau'],
      ['Bureau des réseaux', 'Bureau'],
    ]],
  ]],
  ['Direction des Ressources Humaines (DRH)', 'Direction', [
    ['Service de la gestion du personnel', 'Service', [['Bureau des carrières', 'Bureau']]],
    ['Service de la formation', 'Service'],
  ]],
  ['Direction des Affaires Financières (DAF)', 'Direction', [
    ['Service du budget', 'Service'],
    ['Service de la comptabilité', 'Service', [['Bureau des marchés', 'Bureau']]],
  ]],
  ['Direction des Écoles, Lycées et Collèges (DELC)', 'Direction', [
    ['Service de la vie scolaire', 'Service', [['Bureau des cartes scolaires', 'Bureau']]],
    ['Service des établissements privés', 'Service'],
  ]],
  ['Direction des Examens et Concours (DECO)', 'Direction', [
    ['Service des examens', 'Service', [['Bureau des inscriptions', 'Bureau']]],
  ]],
  ['Direction de la Pédagogie et de la Formation Continue (DPFC)', 'Direction', [
    ['Service des programmes', 'Service'],
  ]],
]];

export function generateModelLocations(): ModelLocation[] {
  return flatten(LOCATIONS).map((node) => ({
    modelLocation_id: node.id,
    modelLocation_name: node.name,
    modelLocation_kind: node.kind,
    parentId: node.parentId,
    order: node.order,
  }));
}

export function generateModelOrganizations(): ModelOrganization[] {
  return flatten(ORGANIZATIONS).map((node) => ({
    modelOrganization_id: node.id,
    modelOrganization_name: node.name,
    modelOrganization_kind: node.kind,
    parentId: node.parentId,
    order: node.order,
  }));
}
