// The production serving of deploy/nginx/ under Debian's nginx, on the demo build: the app
// on deep paths, cache headers, compression, the /api proxy, and a Content-Security-Policy
// that the whole app (its demo service worker included) runs under without a violation.
import assert from 'node:assert/strict';
import { request as httpRequest, createServer } from 'node:http';
import { connect } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { closePage, login, openPage, pageTitle, pathOf, setupBrowser } from './helpers.mjs';
import { skipWithoutNginx, startNginx } from './nginxServer.mjs';
import { patience } from './pace.mjs';

const skip = skipWithoutNginx();
if (skip) console.error(`# nginx.spec.mjs skipped: ${skip}`);

/**
 * A raw GET (no automatic decompression): status, headers and body bytes. The path goes out
 * exactly as written (a URL would have its dot segments resolved by Node first).
 */
const get = (url, headers = {}) =>
  new Promise((done, fail) => {
    const [, origin, path] = /^(https?:\/\/[^/]+)(\/.*)$/.exec(url);
    const { hostname, port } = new URL(origin);
    httpRequest({ hostname, port, path, headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        done({
          status: response.statusCode,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
    })
      .on('error', fail)
      .end();
  });

/**
 * A GET written byte for byte on a socket (latin1: one byte per character), for the paths
 * Node's own client refuses to send (control characters): status and raw answer text.
 */
const rawGet = (url, path) =>
  new Promise((done, fail) => {
    const { hostname, port } = new URL(url);
    const socket = connect(Number(port), hostname, () =>
      socket.end(
        `GET ${path} HTTP/1.1\r\nHost: ${hostname}\r\nConnection: close\r\n\r\n`,
        'latin1',
      ),
    );
    const chunks = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', fail);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      done({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1]), body: text });
    });
  });

/**
 * Headers other proxies and CDNs set for the client's address, and the method overrides:
 * a client's own must never reach the API (issue 42).
 */
const CLIENT_AND_METHOD_HEADERS = {
  'X-Client-IP': '6.6.6.6',
  'True-Client-IP': '6.6.6.6',
  'X-Cluster-Client-IP': '6.6.6.6',
  'X-HTTP-Method-Override': 'DELETE',
  'X-HTTP-Method': 'DELETE',
  'X-Method-Override': 'DELETE',
};

/** A stand-in for the real API on loopback: records what reaches it, answers JSON. */
const startApiStub = () =>
  new Promise((done) => {
    const calls = [];
    const received = [];
    const server = createServer((req, res) => {
      calls.push({
        url: req.url,
        forwardedFor: req.headers['x-forwarded-for'],
        forwardedHost: req.headers['x-forwarded-host'],
      });
      received.push(req.headers);
      res.setHeader('Content-Type', 'application/json');
      // An API that sets its own caching rule: nginx adds none.
      if (req.url.startsWith('/api/own-cache'))
        res.setHeader('Cache-Control', 'private, max-age=60');
      if (req.url.startsWith('/api/refused')) res.statusCode = 401;
      res.end(JSON.stringify({ status: 'ok', data: { from: 'api-stub' } }));
    });
    server.listen(0, '127.0.0.1', () =>
      done({
        url: `http://127.0.0.1:${server.address().port}`,
        calls,
        received,
        close: () => server.close(),
      }),
    );
  });

/** Before any page script: every CSP violation of the page kept in `window.__cspViolations`. */
const recordViolations = () => {
  window.__cspViolations = [];
  document.addEventListener('securitypolicyviolation', (event) =>
    window.__cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`),
  );
};

describe('nginx (deploy/nginx) serving the demo build', { skip }, () => {
  const browser = setupBrowser();
  let api;
  let nginx;

  before(async () => {
    api = await startApiStub();
    nginx = await startNginx({ apiUrl: api.url });
  });
  after(async () => {
    await nginx?.stop();
    api?.close();
  });

  it('answers index.html on deep paths, never cached, with the security headers', async () => {
    for (const path of ['/', '/student/123/show', '/scheduler-page', '/index.html']) {
      const { status, headers, body } = await get(`${nginx.baseUrl}${path}`);
      assert.equal(status, 200, path);
      assert.match(body.toString(), /<div id="root">/, path);
      assert.equal(headers['cache-control'], 'no-cache', path);
      assert.ok(headers.etag, `${path}: an ETag to revalidate with`);
    }
    const { headers } = await get(`${nginx.baseUrl}/student`);
    const csp = headers['content-security-policy'];
    assert.match(csp, /script-src 'self';/);
    assert.doesNotMatch(csp, /script-src[^;]*unsafe/);
    assert.match(csp, /frame-ancestors 'none'/);
    assert.match(csp, /img-src 'self' blob: data:/);
    assert.match(csp, /worker-src 'self'/);
    assert.equal(headers['x-content-type-options'], 'nosniff');
    assert.equal(headers['x-frame-options'], 'DENY');
    assert.equal(headers['referrer-policy'], 'same-origin');
    assert.match(headers['permissions-policy'], /camera=\(\)/);
    assert.equal(headers.server, 'nginx', 'no version number');
  });

  it('caches hashed assets for a year, compresses them, and 404s a missing one', async () => {
    const html = (await get(`${nginx.baseUrl}/`)).body.toString();
    // The entry script, named for public/boot.js to add after the first paint.
    const script = html.match(/name="app-entry" content="(\/assets\/[^"]+\.js)"/)[1];
    const plain = await get(`${nginx.baseUrl}${script}`);
    assert.equal(plain.status, 200);
    assert.equal(plain.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.match(plain.headers['content-type'], /javascript/);
    const gzip = await get(`${nginx.baseUrl}${script}`, { 'Accept-Encoding': 'gzip' });
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.match(gzip.headers.vary, /Accept-Encoding/);
    assert.ok(gzip.body.length < plain.body.length / 2, 'gzip at least halves the script');
    if (nginx.brotli) {
      const br = await get(`${nginx.baseUrl}${script}`, { 'Accept-Encoding': 'gzip, br' });
      assert.equal(br.headers['content-encoding'], 'br');
    }
    const missing = await get(`${nginx.baseUrl}/assets/gone-0000.js`);
    assert.equal(missing.status, 404);
    assert.equal(missing.headers['cache-control'], undefined);
  });

  it('passes /api to the API address with its path and query', async () => {
    const { status, body, headers } = await get(`${nginx.baseUrl}/api/health?probe=1`);
    assert.equal(status, 200);
    assert.deepEqual(JSON.parse(body.toString()), { status: 'ok', data: { from: 'api-stub' } });
    assert.equal(headers['cache-control'], 'no-store', 'none from the API: no-store');
    assert.deepEqual(api.calls.at(-1), {
      url: '/api/health?probe=1',
      forwardedFor: '127.0.0.1',
      forwardedHost: '127.0.0.1',
    });
  });

  it('passes only normalised paths under /api/: any other is a 400 or 404 of nginx', async () => {
    const before = api.calls.length;
    for (const [path, status] of [
      ['/api/..;/actuator/env', 400],
      ['/api/health;jsessionid=1', 400],
      ['/actuator/%2e%2e/api/x', 400],
      ['/%61pi/health', 400],
      ['/api/./health', 400],
      ['/api/a/../health', 400],
      ['/api//health', 400],
      ['/api/x%2fy', 400],
      ['/api/\\..\\..\\actuator/env', 400],
      ['/api/x\\..\\auth\\me', 400],
      ['/api/x\\auth', 400],
      ['/api/caf\xc3\xa9', 400],
      ['/api/a\tb', 400],
      ['/api/a\x01b', 400],
      ['/api/a"b', 400],
      ['/api/%2e%2e/actuator/env', 404],
      ['/api/.%2e/actuator/env', 404],
    ]) {
      const answer = await rawGet(nginx.baseUrl, path);
      assert.equal(answer.status, status, path);
      assert.doesNotMatch(answer.body.toString(), /api-stub|<div id="root">/, path);
    }
    assert.deepEqual(api.calls.slice(before), [], 'none reached the API');
    // A query is no path: what it holds goes through as sent.
    await get(`${nginx.baseUrl}/api/student/get_students?q=Kon%C3%A9&next=..;/x`);
    assert.equal(api.calls.at(-1).url, '/api/student/get_students?q=Kon%C3%A9&next=..;/x');
  });

  it('adds no-store to every /api answer without a Cache-Control of its own, any status', async () => {
    assert.equal((await get(`${nginx.baseUrl}/api/refused`)).headers['cache-control'], 'no-store');
    const own = await get(`${nginx.baseUrl}/api/own-cache`);
    assert.equal(own.headers['cache-control'], 'private, max-age=60', "the API's own rule");
    const refused = await get(`${nginx.baseUrl}/api/a\\..\\health`);
    assert.equal(refused.status, 400);
    assert.equal(refused.headers['cache-control'], 'no-store');
  });

  it("sets X-Forwarded-For to the client's address: a client's own is never passed on", async () => {
    await get(`${nginx.baseUrl}/api/health`, { 'X-Forwarded-For': '6.6.6.6' });
    assert.equal(api.calls.at(-1).forwardedFor, '127.0.0.1');
  });

  it("clears or sets itself every proxy header: a client's own Forwarded, X-Real-IP, X-Original-URL... never reach the API", async () => {
    const spoofed = {
      Forwarded: 'for=6.6.6.6;host=evil;proto=https',
      'X-Real-IP': '6.6.6.6',
      'X-Original-URL': '/actuator/env',
      'X-Original-URI': '/actuator/env',
      'X-Rewrite-URL': '/actuator/env',
      'X-Forwarded-Proto': 'https',
      'X-Forwarded-Host': 'evil.example',
      'X-Forwarded-Port': '443',
      'X-Forwarded-Prefix': '/evil',
      'X-Forwarded-Server': 'evil',
      'X-Forwarded-Ssl': 'on',
      'X-Forwarded-Scheme': 'https',
      'X-Forwarded-Protocol': 'https',
      'X-Forwarded-Uri': '/actuator/env',
      'X-Forwarded-Path': '/actuator/env',
      'X-Original-Host': 'evil.example',
      'X-Host': 'evil.example',
      ...CLIENT_AND_METHOD_HEADERS,
    };
    await get(`${nginx.baseUrl}/api/health`, spoofed);
    const headers = api.received.at(-1);
    const proxyHeaders = Object.fromEntries(
      Object.entries(headers).filter(([name]) =>
        /^(forwarded|x-real-ip|x-original-|x-rewrite-|x-forwarded-|x-host|x-client-ip|true-client-ip|x-cluster-client-ip|x-http-method|x-method-override)/.test(
          name,
        ),
      ),
    );
    assert.deepEqual(proxyHeaders, {
      'x-forwarded-for': '127.0.0.1',
      'x-real-ip': '127.0.0.1',
      'x-forwarded-proto': 'http',
      'x-forwarded-host': '127.0.0.1',
    });
  });

  for (const [name, value] of Object.entries(CLIENT_AND_METHOD_HEADERS)) {
    it(`clears a client's own ${name}: the API never gets it`, async () => {
      await get(`${nginx.baseUrl}/api/health`, { [name]: value });
      const received = api.received.at(-1);
      assert.equal(received[name.toLowerCase()], undefined, JSON.stringify(received));
      assert.equal(api.calls.at(-1).url, '/api/health');
    });
  }

  it('serves only its server_name (SERVER_NAME): any other Host is refused, never forwarded', async () => {
    const before = api.calls.length;
    for (const path of ['/api/health', '/']) {
      await assert.rejects(get(`${nginx.baseUrl}${path}`, { Host: 'evil.example' }), {
        code: 'ECONNRESET',
      });
    }
    assert.deepEqual(api.calls.slice(before), []);
    assert.equal((await get(`${nginx.baseUrl}/`, { Host: '127.0.0.1' })).status, 200);
  });

  it('lets no /api call msw passes on reach the server behind it: the demo answers or fails it', async () => {
    const page = await openPage(browser(), undefined, nginx.baseUrl);
    try {
      await page.addInitScript(() => localStorage.setItem('demo-api-students', '2000'));
      await page.goto('/login');
      await page.waitForFunction(() => !!window.demoApi, null, { timeout: patience(60_000) });
      const callsBefore = api.calls.length;
      // What msw does with a call it cannot hand to a page that mocks (one on its way as its
      // page is left): it lets it through. A bypass asks for the same, every time.
      const outcome = await page.evaluate(() =>
        fetch('/api/health', { headers: { accept: 'msw/passthrough' } }).then(
          () => 'answered',
          () => 'failed',
        ),
      );
      assert.equal(outcome, 'failed');
      assert.deepEqual(api.calls.slice(callsBefore), []);
    } finally {
      await closePage(page);
    }
  });

  it('lets no /api call of a page being left reach the server behind it (the demo answers or fails it)', async () => {
    const page = await openPage(browser(), undefined, nginx.baseUrl);
    const demoReady = () =>
      page.waitForFunction(() => !!window.demoApi, null, { timeout: patience(60_000) });
    try {
      await page.addInitScript(() => localStorage.setItem('demo-api-students', '2000'));
      await page.goto('/login');
      await demoReady();
      const callsBefore = api.calls.length;
      // Calls made as the page is left, once msw's page has told its worker it is closing.
      await page.evaluate(() =>
        window.addEventListener('beforeunload', () => {
          for (const call of ['health', 'config/get_config', 'serviceMessage/getDisplayed'])
            void fetch(`/api/${call}`).catch(() => undefined);
        }),
      );
      await page.goto('/login?again');
      await demoReady();
      assert.deepEqual(
        api.calls.slice(callsBefore).map(({ url }) => url),
        [],
      );
    } finally {
      await closePage(page);
    }
  });

  it('runs the app under its CSP: the demo service worker, a reload on a deep path, every page', async () => {
    const page = await openPage(browser(), undefined, nginx.baseUrl);
    const cspMessages = [];
    page.on('console', (message) => {
      if (/Content.Security.Policy|Refused to/i.test(message.text()))
        cspMessages.push(message.text());
    });
    const violations = () => page.evaluate(() => window.__cspViolations);
    try {
      await page.addInitScript(recordViolations);
      // A smaller demo data set: each full load generates it in the browser.
      await page.addInitScript(() => localStorage.setItem('demo-api-students', '2000'));
      const callsBefore = api.calls.length;
      await page.goto('/login');
      await login(page, 'admin', 'admin');
      // The demo API answered the login: a service worker, not the network behind nginx.
      assert.equal(await page.evaluate(() => !!navigator.serviceWorker.controller), true);
      await page.goto('/scheduler-page');
      await page.reload();
      await pageTitle(page, 'Tâches planifiées').waitFor();
      assert.equal(pathOf(page), '/scheduler-page');
      await page.getByRole('navigation', { name: 'Menu principal' }).waitFor();
      const links = page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link');
      assert.ok((await links.count()) > 10, "the admin's menu");
      // Client-side, as a user goes: each page's title in the app bar, then no violation.
      for (const link of await links.all()) {
        const name = (await link.getAttribute('aria-label')) ?? (await link.innerText());
        await link.click();
        await pageTitle(page, name.trim()).waitFor();
        assert.deepEqual(await violations(), [], `CSP violations on ${pathOf(page)}`);
      }
      // A student's page: photos (object URLs, data: portraits) under img-src.
      await page.goto('/student');
      await page.locator('a[href^="/student/"]').first().click();
      await page.waitForURL((url) => url.pathname.endsWith('/show'));
      await page.locator('main img').first().waitFor();
      assert.deepEqual(await violations(), []);
      assert.deepEqual(cspMessages, []);
      assert.deepEqual(page.crashes, []);
      assert.deepEqual(
        api.calls.slice(callsBefore).map(({ url }) => url),
        [],
        'no /api call left the browser',
      );
    } finally {
      await closePage(page);
    }
  });
});
