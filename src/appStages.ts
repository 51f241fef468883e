/**
 * The app's code is evaluated in two tasks, not one: a key typed in the login form, which
 * starts its download, then waits for half as long (src/appFirstStage.ts). Both halves are
 * fetched at once: the built page names the app's files in <meta name="app-entry" data-app>
 * (scripts/vite/scriptsAfterFirstPaint.ts), preloaded here without being evaluated.
 * The dev server's page names none: there, the imports fetch what they need.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The files <meta name="app-entry"> names in `attribute`: the app's, or the shared views'. */
const filesNamed = (attribute: 'app' | 'views'): string[] =>
  document
    .querySelector<HTMLMetaElement>('meta[name="app-entry"]')
    ?.dataset[attribute]?.split(' ')
    .filter(Boolean) ?? [];

const link = (rel: 'prefetch' | 'modulepreload', href: string) => {
  if (document.querySelector(`link[rel="${rel}"][href="${href}"]`)) return;
  const element = document.createElement('link');
  element.rel = rel;
  element.href = href;
  element.crossOrigin = '';
  document.head.appendChild(element);
};

/**
 * Once the login page has loaded: the app's files, then the list and form machinery most
 * pages share, into the HTTP cache, at the browser's low priority and with nothing
 * evaluated, so that on a slow line the login does not wait for them (`npm run bench -- network`; docs/decisions/login.md).
 */
export const prefetchAppFiles = (): void => {
  const prefetch = () =>
    [...filesNamed('app'), ...filesNamed('views')].forEach((href) => link('prefetch', href));
  if (document.readyState === 'complete') prefetch();
  else window.addEventListener('load', prefetch, { once: true });
};

export async function loadInStages<T>(
  first: () => Promise<unknown>,
  then: () => Promise<T>,
): Promise<T> {
  filesNamed('app').forEach((href) => link('modulepreload', href));
  await first();
  await nextTask();
  return then();
}
