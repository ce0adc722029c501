// The end of a battle: a concession, the victory report and the rematch; the replay of the
// record step by step; the record, SVG and PNG downloads; the keyboard.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { BASE, ART, launch, newPage, ok, shot, waitSeq, pageView, waitIdle, waitReady, waitFor, march, recordHash } from './helpers.mjs';

let browser, page, id, tokens;
before(async () => {
  browser = await launch();
  page = await newPage(browser);
  const r = await ok('POST', '/api/games', { scenario: 'marathon', seed: 4, seats: ['human', 'human'] });
  id = r.id;
  tokens = r.seats.map((s) => s.token);
  await march(id, tokens, (v) => v.status.phase === 'movement' && v.status.side_to_act === 0 && v.status.turn === 2, { towards: true });
  await page.goto(`${BASE}/game/${id}#token=${tokens[0]}`);
  await waitReady(page);
});
after(async () => { await browser?.close(); });

test('keyboard: N selects the next unit that can act, Esc clears, A opens its actions', async () => {
  await page.focus('#map');
  await page.keyboard.press('n');
  await waitFor(page, () => window.prestags.sel.length === 1 && !!window.prestags.legal);
  await page.keyboard.press('a');
  assert.ok(await page.isVisible('#actionlist details[open] button'));
  await page.keyboard.press('Escape');
  await waitFor(page, () => window.prestags.sel.length === 0);
  assert.ok(await page.getAttribute('#map', 'aria-label'));
  const labels = await page.$$eval('#counters .counter', (c) => c.slice(0, 5).map((x) => x.getAttribute('aria-label')));
  assert.ok(labels.every((l) => /unit \d+/.test(l)), 'counters are labelled');
});

test('the replay steps through the log by action and by phase', async () => {
  await page.click('.tabs [data-tab="replay"]');
  await page.click('#rp-start');
  await page.waitForSelector('#replay:not([hidden])');
  const n = (await pageView(page)).log.length;
  assert.equal(await page.getAttribute('#rp-slider', 'max'), String(n));
  await page.click('#rp-first');
  assert.match(await page.textContent('#rp-where'), /Before the first action/);
  await page.click('#rp-next');
  assert.match(await page.textContent('#rp-entry'), /^1 /);
  await page.click('#rp-nextphase');
  const w = await page.textContent('#rp-where');
  assert.match(w, /Game-Turn \d+/);
  assert.ok(await page.locator('#rp-timeline button').count() >= 3, 'a timeline by Game-Turn and phase');
  await shot(page, 'replay');
  await page.click('#rp-stop');
  assert.ok(await page.isHidden('#replay'));
});

test('downloads: the record, and the position as SVG and PNG', async () => {
  const [rec] = await Promise.all([page.waitForEvent('download'), page.click('#rp-record')]);
  const recText = readFileSync(await rec.path(), 'utf8');
  assert.match(recText, /prestags-save/);
  const [svg] = await Promise.all([page.waitForEvent('download'), page.click('#rp-svg')]);
  const svgText = readFileSync(await svg.path(), 'utf8');
  assert.match(svgText, /<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  assert.match(svgText, /class="counter /);
  assert.match(svgText, /\.t-clear\{/);
  await svg.saveAs(`${ART}/marathon.svg`);
  const [png] = await Promise.all([page.waitForEvent('download'), page.click('#rp-png')]);
  const buf = readFileSync(await png.path());
  assert.equal(buf.subarray(1, 4).toString(), 'PNG');
  assert.ok(buf.length > 20000, 'a picture, not a blank');
  await png.saveAs(`${ART}/marathon-picture.png`);
});

test('a concession ends the game: the victory report, then the rematch with sides swapped', async () => {
  await page.click('.tabs [data-tab="log"]');
  const v = await pageView(page);
  assert.ok(v.legal, 'our turn');
  await page.click('#selinfo button[data-action="concede"]');
  await page.click('#dialog button.primary');
  await waitSeq(page, v.seq + 1);
  await page.waitForSelector('#report:not([hidden])');
  assert.match(await page.textContent('#report .winner'), /win/);
  assert.ok((await page.textContent('#report-body')).length > 30, 'the report is shown');
  await shot(page, 'victory-report');
  await waitIdle(page);
  assert.equal(await page.getAttribute('#st-hash', 'data-hash'), await recordHash(id, tokens[0]));
  await Promise.all([page.waitForURL(/\/game\/\d+#token=/), page.click('#btn-rematch')]);
  await waitFor(page, (old) => window.prestags && window.prestags.view && window.prestags.view.id !== old, id, 10000).catch(async () => { await page.reload(); });
  await waitReady(page);
  const nv = await pageView(page);
  assert.notEqual(nv.id, id);
  assert.equal(nv.you, 1, 'the rematch swaps the sides');
});

test('no script errors and no Content-Security-Policy violations on the pages', () => {
  assert.deepEqual(page.errors.filter((e) => !/status of 4\d\d/.test(e)), []);
});
