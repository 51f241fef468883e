// Whether a page of the app shows what it should, whatever the contract allowed the server to
// send: no uncaught error, no error page, a main area with content, no raw value and no English.
import { languageOf, settled } from '../audit.mjs';
import { patience } from '../pace.mjs';

/** Texts a page never shows: a value printed raw. */
const RAW =
  /(?<![\p{L}\p{N}_])(undefined|NaN|null)(?![\p{L}\p{N}_])|\[object Object\]|Invalid Date/u;

const ERROR_PAGE = 'Un problème est survenu';

/** A new context logged in from `storageState`, as the helpers' pages (French, Abidjan). */
export const openContext = async (browser, baseURL, storageState) => {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 800 },
    locale: 'fr-FR',
    timezoneId: 'Africa/Abidjan',
    storageState,
  });
  context.setDefaultTimeout(patience(20_000));
  const page = await context.newPage();
  page.crashes = [];
  page.on('pageerror', (error) => page.crashes.push(error.message));
  return page;
};

/** Everything wrong with the page as it is now (empty when clean). */
export const pageProblems = async (page) => {
  const problems = [];
  await settled(page).catch(() => problems.push('la page ne se stabilise pas en 20 s'));
  problems.push(...page.crashes.map((message) => `erreur non rattrapée : ${message}`));
  const main = page.locator('#main-content, main').first();
  const text = (await main.count()) > 0 ? await main.innerText() : '';
  if (text.includes(ERROR_PAGE)) problems.push(`page d’erreur : ${text.slice(0, 200)}`);
  if (text.trim().length < 3) problems.push('zone principale vide');
  const raw = RAW.exec(await page.locator('body').innerText());
  if (raw) problems.push(`valeur brute affichée : « ${raw[0]} »`);
  for (const { kind, word, text: where } of await languageOf(page)) {
    problems.push(`${kind}${word ? ` « ${word} »` : ''} : ${where.slice(0, 120)}`);
  }
  return problems;
};
