// The HTML reports in a real headless browser (Debian's chromium, driven by playwright-core through
// its executablePath; .ci/run installs it): each kind of report opened from disk draws every chart
// (an SVG with visible marks), logs no console error and asks for nothing over the network. A
// screenshot of each is kept in reports/screenshots/ for a person to look at. Without chromium the
// test is skipped and says why.
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from './support/cli.js';
import { makeReplayPages, makeReportRuns, type ReplayPage, type ReportRun } from './support/report-runs.js';

const CHROMIUM = process.env['BOTLAB_CHROMIUM'] ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) => existsSync(path));
const SHOTS = join(ROOT, 'reports', 'screenshots');

describe.skipIf(CHROMIUM === undefined)(`the reports in chromium (${CHROMIUM ?? 'skipped: no chromium at /usr/bin/chromium; apt-get install chromium, or set BOTLAB_CHROMIUM'})`, () => {
  let browser: Browser;
  let runs: ReportRun[] = [];
  let replays: ReplayPage[] = [];
  beforeAll(async () => {
    runs = makeReportRuns();
    replays = makeReplayPages();
    browser = await chromium.launch({ executablePath: CHROMIUM ?? '', args: ['--no-sandbox'] });
    mkdirSync(SHOTS, { recursive: true });
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
  });

  it('opens each report from disk: every chart drawn, no console error, no network request; a screenshot kept', async () => {
    for (const run of runs) {
      const page = await browser.newPage({ viewport: { width: 1200, height: 1000 } });
      const errors: string[] = [];
      const requests: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('request', (request) => {
        if (!request.url().startsWith('file:')) requests.push(request.url());
      });
      await page.goto(pathToFileURL(join(run.folder, 'index.html')).href);
      const figures = await page.locator('figure').count();
      expect(figures, run.kind).toBeGreaterThan(0);
      // every figure's SVG has marks with an area on the screen
      const drawn = await page.$$eval('figure', (all) => all.map((figure) => {
        const marks = [...figure.querySelectorAll('svg [role="graphics-symbol"]')];
        return marks.filter((mark) => {
          const box = (mark as unknown as { getBBox(): { width: number; height: number } }).getBBox();
          return box.width > 0 || box.height > 0;
        }).length;
      }));
      expect(drawn.every((count) => count > 0), `${run.kind}: marks drawn per figure ${drawn.join(', ')}`).toBe(true);
      expect(errors, run.kind).toEqual([]);
      expect(requests, run.kind).toEqual([]);
      await page.screenshot({ path: join(SHOTS, `${run.kind}.png`), fullPage: false });
      expect(existsSync(join(SHOTS, `${run.kind}.png`))).toBe(true);
      await page.close();
    }
  }, 120_000);

  it('opens each game\'s replay page: no console error, no network request, and the next-turn link moves to the next turn', async () => {
    for (const replay of replays) {
      const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
      const errors: string[] = [];
      const requests: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('request', (request) => {
        if (!request.url().startsWith('file:')) requests.push(request.url());
      });
      await page.goto(pathToFileURL(replay.page).href);
      const next = page.locator('section.turn').first().locator('nav.step a', { hasText: 'next' });
      if ((await next.count()) > 0) {
        await next.click();
        expect(new URL(page.url()).hash, replay.game).toMatch(/^#turn-\d+$/);
      }
      expect(errors, replay.game).toEqual([]);
      expect(requests, replay.game).toEqual([]);
      await page.screenshot({ path: join(SHOTS, `replay-${replay.game}.png`) });
      await page.close();
    }
  }, 60_000);
});
