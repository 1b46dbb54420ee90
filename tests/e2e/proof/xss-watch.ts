// Counts script executions in every page of a browser context: the payloads raise window.__xss
// (a setter here logs a marker to the console) or call alert (a dialog).
import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';

const MARKER = '__XSS_EXECUTED__';

export class XssWatch {
  executions = 0;
  screens = 0;
  readonly log: string[] = [];

  async attach(context: BrowserContext): Promise<void> {
    await context.addInitScript((marker) => {
      let count = 0;
      Object.defineProperty(window, '__xss', {
        get: () => count,
        set: (value: number) => {
          count = value;
          console.log(marker);
        },
      });
    }, MARKER);
    context.on('console', (message) => {
      if (message.text().includes(MARKER)) this.record(`console on ${message.page()?.url()}`);
    });
    context.on('dialog', (dialog) => {
      this.record(`${dialog.type()} "${dialog.message()}" on ${dialog.page()?.url()}`);
      void dialog.dismiss();
    });
  }

  private record(what: string): void {
    this.executions += 1;
    this.log.push(what);
  }

  /** Opens a screen, waits for `ready`, and gives error/load handlers time to fire. */
  async open(page: Page, url: string, ready: (page: Page) => Locator): Promise<void> {
    const started = Date.now();
    await page.goto(url);
    await this.settle(page, ready(page));
    if (process.env['PROOF_TIMING']) console.log(`[timing] ${url} ${Date.now() - started} ms`);
  }

  async settle(page: Page, ready: Locator): Promise<void> {
    await expect(ready).toBeVisible();
    this.screens += 1;
    // Broken images and media (src=x) fail after a request: count once each has failed or loaded
    // (its onerror/onload has run then) and a frame and a task have passed (svg onload, onbegin).
    await page.waitForFunction(() => {
      const images = [...document.images].filter((image) => image.loading !== 'lazy');
      const media = [...document.querySelectorAll('audio, video')] as HTMLMediaElement[];
      const frames = [...document.querySelectorAll('iframe')];
      return (
        images.every((image) => image.complete) &&
        media.every((m) => m.networkState !== HTMLMediaElement.NETWORK_LOADING) &&
        frames.every((frame) => (frame.contentDocument?.readyState ?? 'complete') === 'complete')
      );
    });
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))));
    expect(await page.evaluate(() => (window as unknown as { __xss: number }).__xss), page.url()).toBe(0);
    expect(this.log, page.url()).toEqual([]);
  }
}
