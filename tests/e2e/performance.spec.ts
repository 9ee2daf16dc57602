import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

/** The shop's performance budgets: first-load JavaScript of `/` and cumulative layout shift. */
const FIRST_LOAD_JS_BUDGET_BYTES = 120 * 1024;
const CLS_BUDGET = 0.05;

/** The part of the browser's PerformanceObserver that watches layout shifts. */
type LayoutShiftObserver = new (
  callback: (list: { getEntries(): { value: number; hadRecentInput: boolean }[] }) => void,
) => { observe(options: { type: 'layout-shift'; buffered: boolean }): void };

test.describe('performance budget', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the first load of / stays within 120 KB of gzipped JavaScript', async ({ page }) => {
    const scripts = new Map<string, Promise<Buffer>>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.set(response.url(), response.body());
    });

    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Featured Weekly' })).toBeVisible();
    await page.waitForLoadState('networkidle');

    let total = 0;
    for (const [url, body] of scripts) {
      const size = gzipSync(await body, { level: 9 }).length;
      total += size;
      test
        .info()
        .annotations.push({ type: 'script', description: `${new URL(url).pathname} ${size} B gzip` });
    }
    test
      .info()
      .annotations.push({ type: 'first-load JS', description: `${(total / 1024).toFixed(1)} KB gzip` });
    console.log(`First-load JS of /: ${(total / 1024).toFixed(1)} KB gzipped in ${scripts.size} files`);
    expect(total).toBeLessThanOrEqual(FIRST_LOAD_JS_BUDGET_BYTES);
  });

  for (const path of ['/', '/products']) {
    test(`${path} shifts its layout by less than ${CLS_BUDGET}`, async ({ page }) => {
      await page.addInitScript(() => {
        // Runs in the page; the test program has no DOM types, so the browser API it uses is typed here.
        const win = globalThis as unknown as { __cls: number; PerformanceObserver: LayoutShiftObserver };
        win.__cls = 0;
        new win.PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            if (!entry.hadRecentInput) win.__cls += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });

      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);

      const cls = await page.evaluate(() => (globalThis as unknown as { __cls: number }).__cls);
      console.log(`CLS of ${path}: ${cls.toFixed(4)}`);
      expect(cls).toBeLessThan(CLS_BUDGET);
    });
  }
});
