import { initialsOf } from '../../src/demo/portrait';
import { call, login, startDemoServer } from './helpers';

const server = startDemoServer();
let token: string;
beforeAll(async () => {
  token = await login('agent');
});

const image = async (name: 'photo.miniature' | 'photo.fullsize', photo_uuid: string) => {
  const { response } = await call(name, { params: { photo_uuid }, token });
  return { response, text: await response.text() };
};

test('photos are SVG portraits at the documented sizes, kept out of the disk cache', async () => {
  const photo = (await server.runtime.store()).tables.photos.records[0];
  const mini = await image('photo.miniature', photo.photo_uuid);
  expect(mini.response.status).toBe(200);
  expect(mini.response.headers.get('content-type')).toBe('image/svg+xml');
  expect(mini.response.headers.get('cache-control')).toBe('private, no-store');
  expect(mini.text).toMatch(
    /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="120" height="150"/,
  );
  expect(mini.text).toContain(`>${initialsOf(photo.student_fullName)}</text>`);
  expect(mini.text.length).toBeLessThan(2000);
  const full = await image('photo.fullsize', photo.photo_uuid);
  expect(full.text).toContain('width="600" height="750"');
  expect(
    new DOMParser().parseFromString(full.text, 'image/svg+xml').querySelector('parsererror'),
  ).toBeNull();
});

test('the same uuid always gives the same picture; others differ', async () => {
  const photos = (await server.runtime.store()).tables.photos.records;
  const first = await image('photo.miniature', photos[0].photo_uuid);
  const again = await image('photo.miniature', photos[0].photo_uuid);
  expect(again.text).toBe(first.text);
  const others = await Promise.all(
    photos.slice(1, 6).map((p) => image('photo.miniature', p.photo_uuid)),
  );
  expect(new Set([first.text, ...others.map((o) => o.text)]).size).toBeGreaterThan(3);
});

test('minors’ photos: without a valid token, both sizes are a 401 and no image', async () => {
  const { photo_uuid } = (await server.runtime.store()).tables.photos.records[0];
  for (const name of ['photo.miniature', 'photo.fullsize'] as const) {
    for (const given of [null, `${token}x`]) {
      const { http, response } = await call(name, { params: { photo_uuid }, token: given });
      expect(http, name).toBe(401);
      expect(response.headers.get('content-type')).not.toBe('image/svg+xml');
    }
  }
});

test('an unknown uuid is a 404', async () => {
  const { response } = await call('photo.fullsize', { params: { photo_uuid: 'nope' }, token });
  expect(response.status).toBe(404);
});

test('initials come from the first two words of the name', () => {
  expect(initialsOf('KONÉ Aya Mariam')).toBe('KA');
  expect(initialsOf("N'GUESSAN Éric")).toBe('NÉ');
});
