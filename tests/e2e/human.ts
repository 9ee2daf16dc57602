/**
 * Drives the shop the way people do, not the way robots do: real keystrokes at typing speed into
 * whatever has the focus (a control swapped mid-word loses letters here exactly as it does for a
 * person), acting as soon as a control shows (never waiting for the network to go idle), a slow
 * phone (360 px, a 400 kbps connection, a CPU four times slower), another tab and another device.
 *
 * Every test of "People at human speed" and "Staff at human speed" is written with these; later
 * features' tests should be too.
 */
import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';

/** About 70 ms between keys: a quick typist on a keyboard, a fast thumb on a phone. */
export const TYPING_DELAY_MS = 70;

/** The phone of the slow-phone journeys: a small Android screen on a weak 3G-like connection. */
export const SLOW_PHONE = {
  viewport: { width: 360, height: 740 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 13; SM-A135F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
  /** Kilobits a second, both ways, and the round trip added to every request. */
  network: { kbps: 400, latencyMs: 150 },
  cpuSlowdown: 4,
} as const;

/**
 * Clicks (or taps) the control, then types the text key by key into whatever has the focus then,
 * as a person does. Nothing waits between the click and the first key but the person's own speed.
 */
export async function typeInto(target: Locator, text: string, delay = TYPING_DELAY_MS): Promise<void> {
  await target.click();
  await target.page().keyboard.type(text, { delay });
}

/** Selects what the field holds and types over it with real keys (Ctrl+A, Backspace, then keys). */
export async function retypeInto(target: Locator, text: string, delay = TYPING_DELAY_MS): Promise<void> {
  await target.click();
  const keyboard = target.page().keyboard;
  await keyboard.press('ControlOrMeta+A');
  await keyboard.press('Backspace');
  if (text) await keyboard.type(text, { delay });
}

/**
 * How long a person waits for a page's lists the first time: the run's first visit finds the
 * catalogue cold, and the first catalogue page of a visit builds its 50 cards a few at a time.
 */
export const FIRST_LOAD_MS = 15_000;

/**
 * Waits for what a person waits for before reading a page: every "Loading..." message gone (the
 * grey placeholders go with them) and nothing still marked busy. Unlike waiting for the network to
 * go idle, it ends as soon as the page shows its content, and it waits for nothing the page does
 * not show (images, prefetches).
 */
export async function expectLoaded(page: Page, timeout = FIRST_LOAD_MS): Promise<void> {
  // Both at one moment: checked one after the other, a lazy page's busy placeholder can pass the
  // first check and give way to the page's own "Loading..." after it.
  const stillLoading = page.getByText(/^Loading\b.*\.\.\.$/).or(page.locator('[aria-busy="true"]'));
  await expect(stillLoading).toHaveCount(0, { timeout });
}

/**
 * How far the page is wider than the screen (0 when everything fits the screen's width). Measured
 * against the screen, not the window: a phone lays a page that does not fit out wider than its
 * screen and shows it shrunk, and its window then grows with the page.
 */
export async function sidewaysOverflow(page: Page): Promise<number> {
  const screenWidth = page.viewportSize()?.width ?? 0;
  const pageWidth = await page.evaluate(() => {
    // Runs in the page; the test program has no DOM types, so what it reads is typed here.
    const { document } = globalThis as unknown as { document: { documentElement: { scrollWidth: number } } };
    return document.documentElement.scrollWidth;
  });
  return pageWidth - screenWidth;
}

/** Throttles the page's network and CPU through the DevTools protocol, as Chrome's own presets do. */
export async function throttleLikeSlowPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const bytesPerSecond = (SLOW_PHONE.network.kbps * 1024) / 8;
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_PHONE.network.latencyMs,
    downloadThroughput: bytesPerSecond,
    uploadThroughput: bytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuSlowdown });
}

/** A new browser context shaped like the slow phone (its own cookies and storage, a touch screen). */
export async function openSlowPhone(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const { network: _network, cpuSlowdown: _cpu, ...device } = SLOW_PHONE;
  const context = await browser.newContext({ ...device, baseURL });
  const page = await context.newPage();
  await throttleLikeSlowPhone(page);
  return page;
}

/** Another device: a fresh browser context that shares nothing (no storage, no cookies) with `page`. */
export async function openAnotherDevice(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

/** Another tab of the same browser: same storage and cookies, its own page. */
export function openAnotherTab(context: BrowserContext): Promise<Page> {
  return context.newPage();
}

/**
 * The person comes back to this tab or window: it is brought to the front with the events a browser
 * sends then (headless Chromium changes no visibility and moves no focus between tabs or windows).
 */
export async function comeBackTo(page: Page): Promise<void> {
  await page.bringToFront();
  await page.evaluate(
    "document.dispatchEvent(new Event('visibilitychange', { bubbles: true })); window.dispatchEvent(new Event('focus'))",
  );
}

interface HumanFixtures {
  /** A page on the slow phone; its context closes after the test. */
  phone: Page;
  /** A page on another device; its context closes after the test. */
  anotherDevice: Page;
}

/** Playwright's `test` with the human-speed fixtures. */
export const test = base.extend<HumanFixtures>({
  phone: async ({ browser, baseURL }, use) => {
    const page = await openSlowPhone(browser, baseURL);
    await use(page);
    await page.context().close();
  },
  anotherDevice: async ({ browser, baseURL }, use) => {
    const page = await openAnotherDevice(browser, baseURL);
    await use(page);
    await page.context().close();
  },
});

export { expect };
