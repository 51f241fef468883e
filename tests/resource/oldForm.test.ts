import type * as Zod from 'zod/mini';
import { defineResource, type ResourceDeclaration } from '../../src/resource/declare';
import { registerResource } from '../../src/resource/register';

/**
 * A module written before `required` was split from `rule` (docs/resources.md, « Migration »):
 * its rule refused an empty value by itself. Now a rule sees only values that are not empty,
 * so that module would save empty labels in silence: typecheck and start-up refuse it.
 */
const oldForm = {
  name: 'oldFormRooms',
  label: { one: 'Salle (ancienne forme)', many: 'Salles (ancienne forme)' },
  idField: 'room_id',
  endpoints: { list: { method: 'GET', path: '/api/oldFormRoom/list', body: false } },
  fields: {
    room_label: {
      label: 'Nom',
      type: 'text',
      rule: (z: typeof Zod) => z.string().check(z.minLength(1, 'Le nom est obligatoire.')),
    },
  },
} as const;

test('typecheck: a rule without required is not a field declaration', () => {
  // @ts-expect-error: `required` is missing beside `rule` (this line fails typecheck if it is ever allowed again)
  const declaration = defineResource<{ room_id: number; room_label: string }>(oldForm);
  expect(declaration.name).toBe('oldFormRooms');
});

test('start-up: registering it throws, naming the module, the field and the fix, in French', () => {
  expect(() => registerResource(oldForm as unknown as ResourceDeclaration<object>)).toThrow(
    'Erreur de programmation : ressource « oldFormRooms » : le champ « room_label » a une règle ' +
      "(rule) mais ne dit pas s'il est obligatoire : ajoutez required: true (une valeur vide " +
      'est refusée) ou required: false (une valeur vide est enregistrée vide, la règle ne la ' +
      'voit pas).',
  );
});

test('start-up: a field named q, the lists’ search parameter, is refused', () => {
  const declaration = {
    ...oldForm,
    name: 'searchClash',
    fields: { q: { label: 'Recherche', type: 'text' } },
  } as unknown as ResourceDeclaration<object>;
  expect(() => registerResource(declaration)).toThrow(
    'ressource « searchClash » : aucun champ ne peut s’appeler « q »',
  );
});

test('a declaration format this app does not read: typecheck and start-up refuse it', () => {
  const later = { ...oldForm, name: 'laterFormRooms', fields: {}, format: 5 } as const;
  // @ts-expect-error: format 5 is not the format this app reads
  defineResource<{ room_id: number }>(later);
  expect(() => registerResource(later as unknown as ResourceDeclaration<object>)).toThrow(
    'Erreur de programmation : ressource « laterFormRooms » : écrite pour le format 5 des ' +
      'déclarations, cette application lit le format 4 (docs/resources.md, « A stable format »).',
  );
  expect(() =>
    registerResource({ ...later, format: 4 } as unknown as ResourceDeclaration<object>),
  ).not.toThrow();
});
