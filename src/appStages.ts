/**
 * The app's code is evaluated in two tasks, not one: a key typed in the login form, which
 * starts its download, then waits for half as long (src/appFirstStage.ts). Both halves are
 * fetched at once: the built page names the app's files in <meta name="app-entry" data-app>
 * (scripts/vite/scriptsAfterFirstPaint.ts), preloaded here without being evaluated.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const preloadAppFiles = () => {
  const files = document.querySelector<HTMLMetaElement>('meta[name="app-entry"]')?.dataset.app;
  for (const href of files?.split(' ') ?? []) {
    if (!href || document.querySelector(`link[rel="modulepreload"][href="${href}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    link.crossOrigin = '';
    document.head.appendChild(link);
  }
};

export async function loadInStages<T>(
  first: () => Promise<unknown>,
  then: () => Promise<T>,
): Promise<T> {
  preloadAppFiles();
  await first();
  await nextTask();
  return then();
}
