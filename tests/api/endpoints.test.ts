import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { endpointNames, endpoints, pathParams } from '../../src/api/endpoints';
import { allEndpointNames, endpointOf } from '../../src/api/endpointRegistry';
import { callEndpoint } from '../../src/api/http';
import { TOKEN_KEY } from '../../src/api/token';
import { SPEC_DELETES_WITH_BODY, SPEC_ENDPOINTS } from './spec-endpoints';

interface Seen {
  method: string;
  pathname: string;
  search: string;
  headers: Headers;
  body: string;
}

let seen: Seen[] = [];
const server = setupServer(
  http.all('*', async ({ request }) => {
    const url = new URL(request.url);
    seen.push({
      method: request.method,
      pathname: decodeURIComponent(url.pathname),
      search: url.search,
      headers: request.headers,
      body: await request.text(),
    });
    return HttpResponse.json({ status: 'ok', data: null });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  seen = [];
});
afterAll(() => server.close());

const describeEndpoint = (name: (typeof endpointNames)[number]) =>
  `${endpoints[name].method} ${endpoints[name].path}`;

test('each of the spec’s calls is found once in the registry', () => {
  const registered = allEndpointNames().map((name) => {
    const { method, path } = endpointOf(name);
    return `${method} ${path}`;
  });
  for (const call of SPEC_ENDPOINTS) {
    expect(
      registered.filter((entry) => entry === call),
      call,
    ).toHaveLength(1);
  }
});

test.each(endpointNames)('%s: method, path, query string, headers and body', async (name) => {
  localStorage.setItem(TOKEN_KEY, 'jeton-123');
  const endpoint = endpoints[name];
  const placeholders = pathParams(endpoint.path);
  const params = Object.fromEntries(placeholders.map((key) => [key, `v-${key}`]));
  const body = { payload: name };

  await callEndpoint(name, { params: { ...params, page: 2, q: 'Koné' }, body });

  expect(seen).toHaveLength(1);
  const [request] = seen;
  expect(request.method).toBe(endpoint.method);
  const expectedPath = placeholders.reduce(
    (path, key) => path.replace(`{${key}}`, `v-${key}`),
    endpoint.path,
  );
  expect(request.pathname).toBe(expectedPath);
  expect(new URLSearchParams(request.search).toString()).toBe('page=2&q=Kon%C3%A9');
  expect(request.headers.get('content-type')).toBe('application/json');
  expect(request.headers.get('authorization')).toBe('Bearer jeton-123');
  const sendsBody =
    endpoint.method === 'POST' ||
    endpoint.method === 'PATCH' ||
    SPEC_DELETES_WITH_BODY.includes(describeEndpoint(name));
  expect(request.body).toBe(sendsBody ? JSON.stringify(body) : '');
});
