// One audit of what a page shows: axe-core's WCAG 2 A and AA rules, and French completeness
// (no English words, no untranslated message key, no raw ISO date). Used by
// accessibility.spec.mjs on every page, dialog and menu; docs/development.md reads its output.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** axe-core's source, added to every page of a context before the app's own scripts. */
export const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.0 and 2.1, levels A and AA: the rules the product must pass. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Impacts that fail the audit. */
export const BLOCKING = new Set(['serious', 'critical']);

/**
 * English words of a UI, as whole words (case kept: an API path's `delete` is not a button's
 * « Delete »). Not the ones French shares (Actions, Page, Menu, Export, Info, Notifications). Texts in code elements (API paths, JSON) are left out of the check.
 */
const ENGLISH = [
  'Save',
  'Delete',
  'Cancel',
  'Search',
  'Filter',
  'Filters',
  'Create',
  'Edit',
  'Show',
  'Hide',
  'Rows per page',
  'per page',
  'of',
  'No results',
  'No data',
  'Loading',
  'Close',
  'Open',
  'open drawer',
  'Refresh',
  'Add',
  'Remove',
  'Back',
  'Next',
  'Previous',
  'Go to',
  'Select all',
  'Select row',
  'selected',
  'Columns',
  'Clear',
  'Sort',
  'Submit',
  'Confirm',
  'Undo',
  'Yes',
  'Dashboard',
  'Logout',
  'Log out',
  'Settings',
  'Error',
  'Warning',
  'Alert',
  'Please',
  'Are you sure',
  'items',
  'Toggle',
  'Expand',
  'Collapse',
  'Download',
  'Upload',
  'Welcome',
  'Required',
];

/** Texts of a library the spec names word for word (section 2: the palette's defaults). */
const EXEMPT = ['Command Palette', 'Search for a command to run...'];

/**
 * Runs in the page: every finding of the French check, as `{ kind, text }`.
 * `kind`: 'english' (with the word), 'key' (an untranslated message key), 'iso-date'.
 */
const languageFindings = ({ english, exempt }) => {
  const wordRe = new RegExp(
    `(?<![\\p{L}\\p{N}_'’-])(${english.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?![\\p{L}\\p{N}_'’-])`,
    'u',
  );
  const keyRe = /(?<![\w.-])(?:ra|ra-[a-z]+|resources|pos)\.[\w-]+(?:\.[\w-]+)*/;
  const isoRe = /(?<![\d-])\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2})?/;
  const findings = [];
  const check = (raw, where) => {
    let text = raw.replace(/\s+/g, ' ').trim();
    for (const allowed of exempt) text = text.split(allowed).join(' ');
    if (!text) return;
    const english = wordRe.exec(text);
    if (english) findings.push({ kind: 'english', word: english[1], text: `${where}${text}` });
    if (keyRe.test(text)) findings.push({ kind: 'key', text: `${where}${text}` });
    if (isoRe.test(text)) findings.push({ kind: 'iso-date', text: `${where}${text}` });
  };
  const inCode = (element) => element.closest('code, pre, kbd, samp');
  const visible = (element) =>
    element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest('script, style, noscript') || inCode(parent)) continue;
    if (node.textContent.trim() && visible(parent)) check(node.textContent, '');
  }
  for (const element of document.body.querySelectorAll(
    '[aria-label], [title], [placeholder], [alt], [aria-roledescription], [aria-valuetext]',
  )) {
    if (inCode(element) || !visible(element)) continue;
    for (const name of [
      'aria-label',
      'title',
      'placeholder',
      'alt',
      'aria-roledescription',
      'aria-valuetext',
    ]) {
      const value = element.getAttribute(name);
      if (value) check(value, `[${name}] `);
    }
  }
  return findings;
};

/**
 * Audits the page as it is now: `{ violations, language }`. `violations` are axe's serious and
 * critical ones (`{ rule, impact, help, targets }`); `language` the French check's findings.
 */
export const auditPage = async (page) => {
  const [axeResults, language] = await Promise.all([
    page.evaluate(
      (tags) =>
        window.axe.run(document, {
          runOnly: { type: 'tag', values: tags },
          resultTypes: ['violations'],
        }),
      WCAG_TAGS,
    ),
    page.evaluate(languageFindings, { english: ENGLISH, exempt: EXEMPT }),
  ]);
  const violations = axeResults.violations
    .filter(({ impact }) => BLOCKING.has(impact))
    .map(({ id, impact, help, nodes }) => ({
      rule: id,
      impact,
      help,
      targets: nodes.map((node) => node.target.join(' ')),
      first: nodes[0]?.failureSummary?.replace(/\s+/g, ' '),
    }));
  return { violations, language };
};

/**
 * Waits until the page has settled: nothing loading (no visible indeterminate progress bar but
 * a status chip's « En cours », no visible skeleton nor busy element, react-admin's loading
 * indicator gone) and no transition running (endless animations, a pulsing dot, are not
 * waited for).
 */
export const settled = (page) =>
  page.waitForFunction(
    () =>
      document.querySelector('#main-content, main, form') !== null &&
      [
        ...document.querySelectorAll('[role=progressbar], .MuiSkeleton-root, [aria-busy=true]'),
      ].every(
        (bar) =>
          bar.hasAttribute('aria-valuenow') ||
          bar.closest('.MuiChip-root') ||
          !bar.checkVisibility({ checkVisibilityCSS: true }),
      ) &&
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getTiming().iterations === Infinity,
        ),
    undefined,
    { polling: 100 },
  );

/** The French check alone (no axe): `[{ kind, word, text }]` of the page as it is now. */
export const languageOf = (page) =>
  page.evaluate(languageFindings, { english: ENGLISH, exempt: EXEMPT });
