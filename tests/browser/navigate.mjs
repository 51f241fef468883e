// In-app navigation for the walks over every page (accessibility, contract mock walk).

/** The current page's title in the app bar: each page mounts its own. */
export const APP_BAR_TITLE = '#react-admin-title > *';

/** Goes to `path` as the router follows a history entry (no reload), without waiting for it. */
export const followPath = (page, path) =>
  page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);

/**
 * Opens a path in the running app as a link would (the router follows `popstate`): no reload,
 * so the walk stays fast. It waits for the next page's own title in the app bar (each page
 * mounts a new one), so the audit never reads the page being left. The first visit loads.
 */
export const navigate = async (page, path) => {
  if (!page.url().startsWith('http')) {
    await page.goto(path);
    return;
  }
  const title = APP_BAR_TITLE;
  const here = new URL(page.url());
  if (here.pathname + here.search === path) {
    // Already there (the login lands on /): no new title will come, the page's own will do.
    await page.locator(title).first().waitFor();
    return;
  }
  await page.evaluate(
    ({ to, title }) => {
      window.a11yLeftTitle = document.querySelector(title);
      const idx = (window.history.state?.idx ?? 0) + 1;
      window.history.pushState({ usr: null, key: `a11y${idx}`, idx }, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    },
    { to: path, title },
  );
  await page.waitForFunction((title) => {
    const now = document.querySelector(title);
    return now !== null && now !== window.a11yLeftTitle;
  }, title);
};
