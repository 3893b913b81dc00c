import { startServer } from './scripts/lib/serverProcess';
import { launchBrowser } from './tests/e2e/browser';
const server = await startServer({ DATABASE_PATH: '/tmp/shot.sqlite', DATABASE_URL: '' });
const browser = await launchBrowser();
const [path, ...widths] = process.argv.slice(2);
for (const width of widths.map(Number)) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(`${server.url}${path}`);
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/shot-${path.replace(/\W/g, '_')}-${width}.png` });
  console.log(width, await page.evaluate(() => [...document.fonts].map((f) => `${f.family} ${f.status}`).join('; ')));
}
await browser.close();
await server.stop();
