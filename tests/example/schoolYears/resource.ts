import EventIcon from '@mui/icons-material/Event';
import { defineResource } from '../../../src/resource/declare';
import { schoolYearSeed } from './seed';

/**
 * The example of docs/resources.md: school years, an admin CRUD over four endpoints in the
 * API's irregular style. In the app: src/schoolYears/resource.ts, named 'schoolYears' and titled
 * 'Années scolaires' (the example says « exemple », so that the real module never collides).
 */
export default defineResource({
  name: 'exampleSchoolYears',
  // Feminine: the notices (« … créée ») and the texts of the views agree with it.
  label: { one: 'Année scolaire', many: 'Années scolaires', feminine: true },
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
  // The record's type is made from the fields: no interface to write beside them.
  fields: {
    schoolYear_label: {
      label: 'Année',
      type: 'text',
      searchable: true,
      required: true,
      rule: (z) =>
        z.string().check(z.trim(), z.regex(/^\d{4}-\d{4}$/, 'Format attendu : 2025-2026.')),
    },
    // A date's type is checked already (« Date attendue (AAAA-MM-JJ). »): no rule to write.
    schoolYear_start: { label: 'Rentrée', type: 'date', required: true },
    schoolYear_end: { label: 'Fin des cours', type: 'date', required: true },
    schoolYear_current: { label: 'Année en cours', type: 'boolean', sortable: false },
  },
  check: (year) =>
    year.schoolYear_end <= year.schoolYear_start
      ? { schoolYear_end: 'La fin des cours doit suivre la rentrée.' }
      : {},
  defaultSort: { field: 'schoolYear_label', order: 'DESC' },
  recordRepresentation: 'schoolYear_label',
  demoSeed: schoolYearSeed,
});
