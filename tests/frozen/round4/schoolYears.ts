import EventIcon from '@mui/icons-material/Event';
import type * as Zod from 'zod/mini';
import { defineResource } from '../../../src/resource/declare';
import { schoolYearSeed } from './schoolYearsSeed';

/**
 * The example of docs/resources.md: school years, an admin CRUD over four endpoints in the
 * API's irregular style. In the app it would be src/schoolYears/resource.ts, named
 * 'schoolYears' and titled 'Années scolaires': the example's name, title and paths say
 * « exemple » so that a real module can never collide with it.
 */
export interface SchoolYear {
  schoolYear_id: number;
  schoolYear_label: string;
  schoolYear_start: string;
  schoolYear_end: string;
  schoolYear_current: boolean;
}

const date = (z: typeof Zod) => z.iso.date({ error: 'Date attendue (AAAA-MM-JJ).' });

export default defineResource<SchoolYear>({
  name: 'exampleSchoolYears',
  label: { one: 'Année scolaire', many: 'Années scolaires' },
  notice: { one: 'Année scolaire', many: 'années scolaires', feminine: true },
  idField: 'schoolYear_id',
  endpoints: {
    list: { method: 'GET', path: '/api/exampleSchoolYear/list', body: false },
    getOne: { method: 'GET', path: '/api/exampleSchoolYear/{schoolYear_id}', body: false },
    create: { method: 'POST', path: '/api/exampleSchoolYear/save', body: true },
    update: { method: 'POST', path: '/api/exampleSchoolYear/save', body: true },
    delete: { method: 'DELETE', path: '/api/exampleSchoolYear/delete/{id}', body: false },
  },
  page: {
    title: 'Années scolaires (exemple)',
    description: 'Années scolaires et leurs dates',
    icon: EventIcon,
    roles: ['admin'],
    group: 'admin',
    before: '/service-messages',
  },
  fields: {
    schoolYear_label: {
      label: 'Année',
      type: 'text',
      searchable: true,
      required: true,
      rule: (z) =>
        z.string().check(z.trim(), z.regex(/^\d{4}-\d{4}$/, 'Format attendu : 2025-2026.')),
    },
    schoolYear_start: { label: 'Rentrée', type: 'date', required: true, rule: date },
    schoolYear_end: { label: 'Fin des cours', type: 'date', required: true, rule: date },
    schoolYear_current: {
      label: 'Année en cours',
      type: 'boolean',
      sortable: false,
      required: false,
      rule: (z) => z.boolean({ error: 'Oui ou non attendu.' }),
    },
  },
  check: (year) =>
    year.schoolYear_end <= year.schoolYear_start
      ? { schoolYear_end: 'La fin des cours doit suivre la rentrée.' }
      : {},
  defaultSort: { field: 'schoolYear_label', order: 'DESC' },
  recordRepresentation: 'schoolYear_label',
  texts: {
    empty: 'Aucune année scolaire pour le moment.',
    createTitle: 'Nouvelle année scolaire',
    deleteTitle: 'Supprimer l’année scolaire « %{recordRepresentation} » ?',
    deleteContent: 'Cette année scolaire sera supprimée définitivement.',
  },
  demoSeed: schoolYearSeed,
});
