import type { LinkedSite } from '../../../api/types';

/** Shown when the server's configuration does not list the sister sites. */
export const DEFAULT_LINKED_SITES: readonly LinkedSite[] = [
  {
    site_key: 'photos',
    site_name: 'Site des photos',
    site_url: 'https://photos.carte-scolaire.ci',
  },
  { site_key: 'production', site_name: 'Production', site_url: 'https://carte-scolaire.ci' },
  {
    site_key: 'ministry',
    site_name: 'Accès ministère',
    site_url: 'https://ministere.carte-scolaire.ci',
  },
  {
    site_key: 'schools',
    site_name: 'Portail des écoles',
    site_url: 'https://ecoles.carte-scolaire.ci',
  },
  {
    site_key: 'parents',
    site_name: 'Portail des parents',
    site_url: 'https://parents.carte-scolaire.ci',
  },
  {
    site_key: 'support',
    site_name: 'Assistance',
    site_url: 'https://assistance.carte-scolaire.ci',
  },
];
