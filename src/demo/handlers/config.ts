import type { AppConfig, LinkedSite } from '../../api/types';
import { CLASSES } from '../seed';
import type { HandlerTable } from './types';

export const APP_NAME = 'Carte scolaire – Administration';
const VERSION = typeof __APP_VERSION__ === 'undefined' ? 'dev' : __APP_VERSION__;

/** The six sister sites of the sidebar's "Sites liés" menu. */
const LINKED_SITES: LinkedSite[] = [
  ['photos', 'Site des photos', 'https://photos.carte-scolaire.example.ci'],
  ['production', 'Production', 'https://carte-scolaire.example.ci'],
  ['ministere', 'Accès ministère', 'https://ministere.carte-scolaire.example.ci'],
  ['ecoles', 'Portail des écoles', 'https://ecoles.carte-scolaire.example.ci'],
  ['parents', 'Portail des parents', 'https://parents.carte-scolaire.example.ci'],
  ['dsps', 'Statistiques DSPS', 'https://dsps.carte-scolaire.example.ci'],
].map(([site_key, site_name, site_url]) => ({ site_key, site_name, site_url }));

/** The school year running at `time`: it starts in September. */
export const schoolYear = (time: number): string => {
  const date = new Date(time);
  const start = date.getUTCMonth() >= 8 ? date.getUTCFullYear() : date.getUTCFullYear() - 1;
  return `${start}-${start + 1}`;
};

export const configHandlers = {
  'config.dsps': {
    access: 'user',
    run: ({ now }) => ({
      schoolYear: schoolYear(now),
      classes: [...CLASSES],
    }),
  },
  'config.getConfig': {
    access: 'user',
    run: (): AppConfig => ({ app_name: APP_NAME, linkedSites: LINKED_SITES, demo: true }),
  },
  // Up, and to a logged-in caller only the version, time and uptime (docs/api.md).
  health: {
    access: 'public',
    run: ({ user, now, startedAt }) =>
      user
        ? {
            status: 'up',
            version: VERSION,
            time: new Date(now).toISOString(),
            uptimeSeconds: Math.max(0, Math.floor((now - startedAt) / 1000)),
          }
        : { status: 'up' },
  },
} satisfies HandlerTable;
