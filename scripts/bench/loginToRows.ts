import type { Browser } from 'playwright-core';

/** Lighthouse's mobile preset: slow 4G (150 ms, 1.6 Mb/s down, 750 kb/s up), CPU 4x slower. */
export const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
export const CPU_SLOWDOWN = 4;
/** A user typing 8 characters a second. */
export const KEY_DELAY_MS = 125;

export interface LoginTimes {
  /** From the click on « Se connecter » to /student's first row. */
  clickToRows: number;
  /** From the navigation to /login to /student's first row, typing included. */
  total: number;
}

/**
 * A user's login on the demo build at `base`, on a slow 4G line and a 4x slower CPU: the form typed key by key,
 * then « Se connecter », timed until the first row of /student (`next`) shows.
 */
export async function loginToRows(browser: Browser, base: string): Promise<LoginTimes> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => localStorage.setItem('demo-api-students', '5000'));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const start = Date.now();
    await page.goto(`${base}/login?next=%2Fstudent`);
    await page.getByLabel('Identifiant').pressSequentially('admin', { delay: KEY_DELAY_MS });
    await page.getByLabel('Mot de passe').pressSequentially('admin', { delay: KEY_DELAY_MS });
    const click = Date.now();
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page
      .locator('main tbody tr td.column-student_lastName')
      .first()
      .waitFor({ timeout: 120_000 });
    const end = Date.now();
    return { clickToRows: end - click, total: end - start };
  } finally {
    await context.close();
  }
}
