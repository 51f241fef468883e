import EventIcon from '@mui/icons-material/Event';
import { defineResource } from '../../../src/resource/declare';

/**
 * Two modules exercising every generated view and every kind of rule: a page (terms) and a
 * section of the school's page (rooms). Their names and titles say « test », so that a real
 * module never collides with them.
 */
interface Term {
  term_id: number;
  term_name: string;
  term_start: string;
  term_weeks: number;
  term_kind: string;
}

export const terms = defineResource<Term>({
  name: 'testTerms',
  label: { one: 'Période (test)', many: 'Périodes (test)' },
  notice: { one: 'Période', many: 'périodes', feminine: true },
  idField: 'term_id',
  endpoints: {
    list: { method: 'GET', path: '/api/testTerm/list', body: false },
    getOne: { method: 'GET', path: '/api/testTerm/{term_id}', body: false },
    create: { method: 'POST', path: '/api/testTerm/save', body: true },
    update: { method: 'POST', path: '/api/testTerm/save', body: true },
    delete: { method: 'DELETE', path: '/api/testTerm/delete/{id}', body: false },
  },
  page: {
    title: 'Périodes (test)',
    description: 'Les périodes de l’année',
    icon: EventIcon,
    roles: ['admin'],
    group: 'admin',
  },
  fields: {
    term_name: {
      label: 'Période',
      type: 'text',
      required: true,
      rule: (z) => z.string().check(z.regex(/^T\d$/, 'Format attendu : T1.')),
    },
    term_start: {
      label: 'Début',
      type: 'date',
      required: true,
      rule: (z) => z.iso.date({ error: 'Date attendue (AAAA-MM-JJ).' }),
    },
    term_weeks: {
      label: 'Semaines',
      type: 'number',
      required: false,
      rule: (z) => z.int({ error: 'Nombre entier attendu.' }).check(z.minimum(1), z.maximum(20)),
    },
    term_kind: {
      label: 'Type',
      type: 'choice',
      required: true,
      choices: [
        { id: 'trimestre', name: 'Trimestre' },
        { id: 'semestre', name: 'Semestre' },
      ],
    },
  },
  defaultSort: { field: 'term_name', order: 'ASC' },
  recordRepresentation: 'term_name',
  demoSeed: () =>
    ['2025-09-01', '2025-12-01', '2026-03-01'].map((start, index) => ({
      term_id: index + 1,
      term_name: `T${index + 1}`,
      term_start: start,
      term_weeks: 12,
      term_kind: 'trimestre',
    })),
});

interface Room {
  room_id: number;
  school_id: number;
  room_name: string;
  room_kind: string;
  room_seats: number | null;
}

export const rooms = defineResource<Room>({
  name: 'testRooms',
  label: { one: 'Salle (test)', many: 'Salles (test)' },
  notice: { one: 'Salle', many: 'salles', feminine: true },
  idField: 'room_id',
  endpoints: {
    list: { method: 'GET', path: '/api/testRoom/list', body: false },
    create: { method: 'POST', path: '/api/testRoom/save', body: true },
    update: { method: 'POST', path: '/api/testRoom/save', body: true },
    delete: { method: 'DELETE', path: '/api/testRoom/delete/{id}', body: false },
  },
  roles: { read: [], create: ['admin'], update: ['admin'], delete: ['admin'] },
  section: { of: 'school', target: 'school_id' },
  fields: {
    room_name: {
      label: 'Salle',
      type: 'text',
      required: true,
      rule: (z) => z.string().check(z.maxLength(20, 'Au plus 20 caractères.')),
    },
    room_kind: {
      label: 'Usage',
      type: 'choice',
      required: true,
      choices: [
        { id: 'cours', name: 'Cours' },
        { id: 'labo', name: 'Laboratoire' },
      ],
    },
    room_seats: {
      label: 'Places',
      type: 'number',
      required: false,
      rule: (z) =>
        z
          .int({ error: 'Nombre entier attendu.' })
          .check(z.minimum(1, 'Au moins 1 place.'), z.maximum(120, 'Au plus 120 places.')),
    },
  },
  defaultSort: { field: 'room_name', order: 'ASC' },
  recordRepresentation: 'room_name',
  texts: { empty: 'Aucune salle dans cette école.', createTitle: 'Nouvelle salle' },
  demoSeed: (tables) =>
    tables.schools.records.slice(0, 1).flatMap((school) =>
      ['Salle 1', 'Salle 2'].map((name, rank) => ({
        room_id: rank + 1,
        school_id: school.school_id,
        room_name: name,
        room_kind: 'cours',
        room_seats: 40,
      })),
    ),
});
