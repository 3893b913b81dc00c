import { launchBrowser } from './e2e/browser';
const base = 'http://127.0.0.1:4312';
const browser = await launchBrowser();
for (const [w, h] of [[390, 844], [1280, 900]] as const) {
  for (const scheme of ['dark', 'light'] as const) {
    const page = await browser.newPage({ viewport: { width: w, height: h }, timezoneId: 'Asia/Kolkata', colorScheme: scheme });
    await page.goto(base + '/book');
    await page.waitForTimeout(2500);
    await page.screenshot({ path: `/tmp/shots/book-${w}-${scheme}.png`, fullPage: true });
    await page.close();
  }
}
await browser.close();
