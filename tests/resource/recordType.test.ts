import { defineResource, type RecordOf } from '../../src/resource/declare';
import classes from '../example/schoolClasses/resource';
import schoolYears from '../example/schoolYears/resource';
import frozenYears, { type SchoolYear } from '../frozen/round4/schoolYears';

// Compile-time checks (`npx tsc`): the record's type made from the fields, and the typed form.
test('the record’s type is made from idField, fields and a section’s target', () => {
  expectTypeOf<RecordOf<typeof schoolYears>>().toEqualTypeOf<{
    schoolYear_id: number;
    schoolYear_label: string;
    schoolYear_start: string;
    schoolYear_end: string;
    schoolYear_current: boolean | null;
  }>();
  expectTypeOf<RecordOf<typeof classes>>().toEqualTypeOf<{
    classe_id: number;
    school_id: number;
    classe_name: string;
    classe_level: string;
    classe_capacity: number | null;
  }>();
});

test('choices written inline give their ids; the round-4 typed form keeps its interface', () => {
  const rooms = defineResource({
    name: 'typedRooms',
    label: { one: 'Salle', many: 'Salles' },
    idField: 'room_id',
    endpoints: { list: { method: 'GET', path: '/api/typedRoom/list', body: false } },
    fields: {
      room_kind: {
        label: 'Usage',
        type: 'choice',
        required: true,
        choices: [
          { id: 'cours', name: 'Cours' },
          { id: 'labo', name: 'Laboratoire' },
        ],
      },
    },
    check: (room) => (room.room_kind === 'labo' ? {} : {}),
    demoSeed: () => [{ room_id: 1, room_kind: 'labo' }],
  });
  expectTypeOf<RecordOf<typeof rooms>['room_kind']>().toEqualTypeOf<'cours' | 'labo'>();
  expect(rooms.idField).toBe('room_id');
  expectTypeOf<RecordOf<typeof frozenYears>>().toEqualTypeOf<SchoolYear>();
});

const NAMED = {
  label: { one: 'Salle', many: 'Salles' },
  endpoints: { list: { method: 'GET', path: '/api/typedRoom/list', body: false } },
} as const;

test('a misspelt field, or a record that misses one, fails typecheck', () => {
  defineResource({
    ...NAMED,
    name: 'typedRooms',
    idField: 'room_id',
    fields: { room_name: { label: 'Nom', type: 'text', required: true } },
    // @ts-expect-error the sort names a field the declaration does not have
    defaultSort: { field: 'room_nom', order: 'ASC' },
  });
  // @ts-expect-error a seeded record without its required field
  defineResource({
    ...NAMED,
    name: 'typedRooms',
    idField: 'room_id',
    fields: { room_name: { label: 'Nom', type: 'text', required: true } },
    demoSeed: () => [{ room_id: 1 }],
  });
});
