// The demo API is one server for the tabs of a browser (issue 36): a tab opened beside another
// finds its data already there and sees what the other tab wrote, without a reload, in the demo
// build and under `npm start` (APP_SERVERS); the tab left keeps it when the first one closes.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { APP_SERVERS, login, setupBrowser, withPage } from './helpers.mjs';

/** Calls the demo API from `page` with its session's token; resolves with status and JSON. */
const call = (page, path, body) =>
  page.evaluate(
    async ({ path, body }) => {
      const response = await fetch(path, {
        method: body ? 'POST' : 'GET',
        headers: {
          Authorization: `Bearer ${localStorage.getItem('authorization-token')}`,
          ...(body ? { 'Content-Type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: response.status, json: await response.json() };
    },
    { path, body },
  );

const firstPending = async (page) => {
  const { status, json } = await call(page, '/api/validation/students?perPage=1');
  assert.equal(status, 200);
  return json.data[0].student_idNumber;
};

describe('the demo API shared by the tabs', () => {
  const browser = setupBrowser();

  for (const server of APP_SERVERS) {
    it(`${server.name}: a second tab sees the first tab's decision at once, and outlives it`, async () => {
      await withPage(
        browser(),
        `demo-tabs-${server.url === APP_SERVERS[0].url ? 'build' : 'dev'}`,
        async (first) => {
          const context = first.context();
          await context.addInitScript(() => localStorage.setItem('demo-api-students', '2000'));
          await first.goto('/login');
          await login(first, 'control', 'control');
          const second = await context.newPage();
          await second.goto('/student');
          await second.locator('main tbody td.column-student_lastName').first().waitFor();

          const decided = await firstPending(first);
          assert.equal(await firstPending(second), decided);
          const decision = await call(first, '/api/validation/student-validation', {
            student_idNumber: decided,
            validation_target: 'data',
            validation_state: 'validated',
          });
          assert.equal(decision.status, 200);
          // No reload: the second tab's API is the first one's.
          assert.notEqual(await firstPending(second), decided);
          assert.match(
            await second.evaluate(() => localStorage.getItem('demo-api-journal') ?? ''),
            new RegExp(decided),
          );

          await first.close();
          await second.reload();
          await second.locator('main tbody td.column-student_lastName').first().waitFor();
          assert.notEqual(await firstPending(second), decided);
        },
        undefined,
        server.url,
      );
    });
  }
});
