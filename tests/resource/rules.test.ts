import { defineResource, type ResourceDeclaration } from '../../src/resource/declare';
import { fieldErrorsOf, saveSchema } from '../../src/resource/rules';

interface Room {
  room_id: number;
  room_name: string;
  room_code: string;
  room_open: boolean;
  room_from: number;
  room_to: number;
}

const rooms = defineResource<Room>({
  name: 'ruleRooms',
  label: { one: 'Salle', many: 'Salles' },
  idField: 'room_id',
  endpoints: { list: { method: 'GET', path: '/api/ruleRoom/list', body: false } },
  fields: {
    room_name: { label: 'Nom', type: 'text', required: true },
    room_code: {
      label: 'Code',
      type: 'text',
      required: false,
      rule: (z) => z.string().check(z.regex(/^[A-Z]\d+$/, 'Code attendu : B12.')),
    },
    room_open: { label: 'Ouverte', type: 'boolean', required: true, rule: (z) => z.boolean() },
    room_from: { label: 'De', type: 'number' },
    room_to: { label: 'À', type: 'number', required: false, rule: (z) => z.number() },
  },
  // Optional fields: an empty one reaches the check as null.
  check: (room) =>
    room.room_to !== null && room.room_from !== null && room.room_to <= room.room_from
      ? { room_to: 'La fin doit suivre le début.' }
      : {},
}) as unknown as ResourceDeclaration<object>;

const check = (record: object) => {
  const result = saveSchema(rooms).safeParse(record);
  return result.success ? { data: result.data } : { errors: fieldErrorsOf(result.error) };
};

test('a required field left empty says « Ce champ est obligatoire. », before its own rule', () => {
  expect(check({ room_name: '', room_code: 'B12' })).toEqual({
    errors: { room_name: 'Ce champ est obligatoire.', room_open: 'Ce champ est obligatoire.' },
  });
});

test('an optional field may be empty (saved as null); given, it follows its rule', () => {
  expect(check({ room_name: 'Salle B', room_code: '', room_open: false })).toEqual({
    data: {
      room_name: 'Salle B',
      room_code: null,
      room_open: false,
      room_from: null,
      room_to: null,
    },
  });
  expect(check({ room_name: 'Salle B', room_code: 'b', room_open: true })).toEqual({
    errors: { room_code: 'Code attendu : B12.' },
  });
});

test('a field without a rule still gets its declared type', () => {
  expect(check({ room_name: 'Salle B', room_open: true, room_from: 'dix' })).toEqual({
    errors: { room_from: 'Nombre attendu.' },
  });
});

test('a rule across fields puts its French message on the field at fault, once each field is valid', () => {
  const room = { room_name: 'Salle B', room_open: true };
  expect(check({ ...room, room_from: 10, room_to: 8 })).toEqual({
    errors: { room_to: 'La fin doit suivre le début.' },
  });
  expect(check({ ...room, room_from: 10, room_to: 'huit', room_name: '' })).toEqual({
    errors: { room_name: 'Ce champ est obligatoire.', room_to: expect.any(String) },
  });
  expect(check({ ...room, room_from: 8, room_to: 10 })).toMatchObject({ data: { room_to: 10 } });
});
