import { defineResource } from '../../../src/resource/declare';

/**
 * The related-records example of docs/resources.md: a school's classes, added, edited and
 * deleted from the school's page, with no page of their own. In the app: src/classes/resource.ts
 * titled 'Classes' (the example says « exemple », so that the real module never collides).
 */
const LEVELS = ['6ème', '5ème', '4ème', '3ème', '2nde', '1ère', 'Tle'];

export default defineResource({
  name: 'exampleClasses',
  label: { one: 'Classe', many: 'Classes', feminine: true },
  idField: 'classe_id',
  endpoints: {
    list: { method: 'GET', path: '/api/exampleClasse/list', body: false },
    create: { method: 'POST', path: '/api/exampleClasse/save', body: true },
    update: { method: 'POST', path: '/api/exampleClasse/save', body: true },
    delete: { method: 'DELETE', path: '/api/exampleClasse/delete/{id}', body: false },
  },
  // Any logged-in user sees a school's classes; admins add, edit and delete them.
  roles: { read: [], create: ['admin'], update: ['admin'], delete: ['admin'] },
  section: { of: 'school', target: 'school_id', title: 'Classes (exemple)' },
  fields: {
    classe_name: {
      label: 'Classe',
      type: 'text',
      required: true,
      rule: (z) => z.string().check(z.trim(), z.maxLength(20, 'Au plus 20 caractères.')),
    },
    classe_level: {
      label: 'Niveau',
      type: 'choice',
      required: true,
      choices: LEVELS.map((level) => ({ id: level, name: level })),
    },
    classe_capacity: {
      label: 'Places',
      type: 'number',
      required: false,
      rule: (z) =>
        z
          .int({ error: 'Nombre entier attendu.' })
          .check(z.minimum(1, 'Au moins 1 place.'), z.maximum(120, 'Au plus 120 places.')),
    },
  },
  defaultSort: { field: 'classe_name', order: 'ASC' },
  recordRepresentation: 'classe_name',
  // The other texts are made from the label: « Nouvelle classe », « Supprimer la classe … ».
  texts: { empty: 'Aucune classe enregistrée pour cette école.' },
  // Two classes in each of the first two schools.
  demoSeed: (tables) =>
    tables.schools.records.slice(0, 2).flatMap((school, index) =>
      ['6ème A', '3ème B'].map((name, rank) => ({
        classe_id: index * 2 + rank + 1,
        school_id: school.school_id,
        classe_name: name,
        classe_level: name.split(' ')[0],
        classe_capacity: 45,
      })),
    ),
});
