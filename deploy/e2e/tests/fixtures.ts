// The specs' `test`: Playwright's, with every page of a test's browser context watched. Traces are
// off (playwright.config.ts) and CI keeps only the log, so a failed test prints what its pages
// said went wrong: console warnings and errors, uncaught errors, failed requests and answers of
// 500 and above, in the order they came.
import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/** Records a page's trouble into `lines`, each line prefixed with the page's number when there are several. */
function watch(page: Page, lines: string[], tag: string): void {
  page.on('console', (m) => {
    if (m.type() === 'warning' || m.type() === 'error') lines.push(`${tag}console.${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => lines.push(`${tag}pageerror: ${e.message}`));
  page.on('requestfailed', (r) => lines.push(`${tag}requestfailed: ${r.method()} ${r.url()} (${r.failure()?.errorText ?? '?'})`));
  page.on('response', (r) => {
    if (r.status() >= 500) lines.push(`${tag}${r.status()}: ${r.request().method()} ${r.url()}`);
  });
}

/**
 * Playwright's `test` whose `context` fixture watches each page opened in it (the test's `page`,
 * tabs and pop-ups) and, when the test fails, prints their trouble under `[sayfa] <title>`. A test
 * that opens no page creates no context, as before; contexts made with `browser.newContext()` are
 * the test's own and not watched.
 */
export const test = base.extend({
  context: async ({ context }, provide, testInfo) => {
    const lines: string[] = [];
    let pages = 0;
    const onPage = (page: Page) => {
      pages += 1;
      watch(page, lines, pages > 1 ? `#${pages} ` : '');
    };
    for (const page of context.pages()) onPage(page);
    context.on('page', onPage);
    await provide(context);
    if (testInfo.status !== testInfo.expectedStatus) {
      console.log(`[sayfa] ${testInfo.title}:\n${lines.length ? lines.join('\n') : '(sayfa bir sorun bildirmedi)'}`);
    }
  },
});
