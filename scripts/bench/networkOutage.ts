/**
 * `npm run bench -- network`, the outage matrix (issue 33): the review queue on the
 * production build behind nginx, `npm run demo:api` behind it, a controller deciding through
 * a short outage, an outage that ends the session, an F5 while a decision is on its way and a
 * lost answer. Per scenario: decisions made, sent (recorded by the server), lost, doubled.
 * `NETWORK_DIST=<folder>` measures another build (an older commit's) instead of this tree's.
 * The scenarios are tests/browser/outageScenarios.mjs, which outbox.spec.mjs asserts on.
 */
import { chromium } from 'playwright-core';
// @ts-expect-error -- a plain .mjs module of the browser tests, without types
import * as outages from '../../tests/browser/outageScenarios.mjs';

interface Outcome {
  made: number;
  sent: number;
  lost: number;
  doubled: number;
  [detail: string]: unknown;
}

type Scenario = (browser: unknown, stack: unknown) => Promise<Outcome>;

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const reportNetworkOutages = async (): Promise<void> => {
  console.log('\nNetwork outages on the review queue (production build, demo:api behind nginx)');
  const stack = await outages.startStack({ dist: process.env.NETWORK_DIST });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    console.log('| scenario | made | sent | lost | doubled | notes |');
    console.log('|---|---|---|---|---|---|');
    const scenarios = outages.SCENARIOS as Record<string, Scenario>;
    for (const [name, scenario] of Object.entries(scenarios)) {
      const { made, sent, lost, doubled, ...notes } = await scenario(browser, stack).catch(
        (error: unknown) => ({ made: 0, sent: 0, lost: 0, doubled: 0, error: String(error) }),
      );
      console.log(
        `| ${name} | ${made} | ${sent} | ${lost} | ${doubled} | ${JSON.stringify(notes)} |`,
      );
    }
  } finally {
    await browser.close();
    await stack.stop();
  }
};
