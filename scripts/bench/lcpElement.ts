import { chromium } from 'playwright-core';

export interface LargestPaint {
  /** The element, as `tag.class "text…"`. */
  element: string;
  /** When it painted, and when the first paint came, unthrottled (ms after navigation). */
  at: number;
  firstPaint: number;
}

/**
 * The page's largest contentful paint as Chromium reports it (Lighthouse 12.2.3's own LCP
 * element audit fails on Debian's Chromium): what it is, and whether it waits on the first
 * paint.
 */
export async function largestPaint(url: string, executablePath: string): Promise<LargestPaint> {
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    return await page.evaluate(
      () =>
        new Promise<LargestPaint>((resolve) => {
          const paints = performance.getEntriesByType('paint');
          new PerformanceObserver((list) => {
            const last = list.getEntries().at(-1) as PerformanceEntry & { element?: Element };
            const text = last.element?.textContent?.trim().slice(0, 30) ?? '';
            resolve({
              element: `${last.element?.tagName.toLowerCase()}.${last.element?.className} "${text}"`,
              at: Math.round(last.startTime),
              firstPaint: Math.round(paints[0]?.startTime ?? NaN),
            });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
  } finally {
    await browser.close();
  }
}
