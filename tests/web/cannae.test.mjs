// Phalanx's Cannae (216 BC) between two seats: a move that ends with a chosen facing, and an
// attack allocated in the Allocation Phase, then resolved with a forced die.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { BASE, launch, newPage, ok, shot, waitSeq, pageView, clickHex, waitIdle, waitReady, waitFor, march, recordHash } from './helpers.mjs';

const DIRS = ['E', 'NE', 'NW', 'W', 'SW', 'SE'];
let browser, page, id, tokens;
before(async () => {
  browser = await launch();
  page = await newPage(browser);
  const r = await ok('POST', '/api/games', { scenario: 'cannae', seed: 2, seats: ['human', 'human'] });
  id = r.id;
  tokens = r.seats.map((s) => s.token);
});
after(async () => { await browser?.close(); });

test('Cannae: both armies set up, the Phalanx map is drawn', async () => {
  await march(id, tokens, (v) => v.status.phase === 'movement' && v.status.side_to_act === 0);
  await page.goto(`${BASE}/game/${id}#token=${tokens[0]}`);
  await waitReady(page);
  const v = await pageView(page);
  assert.equal(v.system, 'phalanx');
  assert.ok(await page.locator('#terrain .t-lake, #terrain .t-river').count() > 0, 'water on the map');
  assert.ok(await page.locator('#features .stream').count() > 0, 'streams');
  assert.ok(await page.locator('#counters .counter .facing').count() > 10, 'facing shown on the counters');
  // [Phalanx errata Panic] each army's distance to its Panic Level: 81 (errata) and 106.
  assert.equal(await page.textContent('#st-panic0'), '81 VP to go (0 of 81 lost)');
  assert.equal(await page.textContent('#st-panic1'), '106 VP to go (0 of 106 lost)');
  await shot(page, 'cannae-start');
});

test('Cannae: a click on a stack spreads it, a click on one of its units selects that unit', async () => {
  const v = await pageView(page);
  const count = {};
  for (const u of v.units) if (u.on_map && u.side === 0) count[u.hex] = (count[u.hex] || 0) + 1;
  const hex = Number(Object.entries(count).find(([, n]) => n >= 2)[0]);
  await clickHex(page, hex);
  await page.waitForSelector('#top .spread-bg');
  const spread = await page.$$eval('#top .counter', (c) => c.map((x) => Number(x.dataset.unit)));
  assert.equal(spread.length, count[hex]);
  const last = spread[spread.length - 1];
  await page.click(`#top .counter[data-unit="${last}"]`);
  await waitFor(page, (u) => window.prestags.sel.length === 1 && window.prestags.sel[0] === u && !!window.prestags.legal, last);
  assert.equal(await page.locator('#top .counter').count(), 0, 'the stack closes again');
  await page.keyboard.press('Escape');
});

test('Cannae: a move that ends with a chosen facing', async () => {
  const v = await pageView(page);
  let pick = null;
  for (const [uid, kinds] of Object.entries(v.legal.units)) {
    if (!kinds.includes('move')) continue;
    const l = await ok('GET', `/api/games/${id}/legal?unit=${uid}`, undefined, tokens[0]);
    const byHex = new Map();
    for (const a of l.actions) {
      const w = a.split(' ');
      if (w[0] !== 'move' || !w[3]) continue;
      const path = w[2].split('-');
      const dest = Number(path[path.length - 1]);
      if (path.length < 2) continue;
      if (!byHex.has(dest)) byHex.set(dest, new Set());
      byHex.get(dest).add(w[3]);
    }
    for (const [hex, dirs] of byHex) if (dirs.size >= 3) { pick = { uid: Number(uid), hex, dirs: [...dirs] }; break; }
    if (pick) break;
  }
  assert.ok(pick, 'a unit with a move offering several facings');
  await page.click(`#actionlist button[data-unit="${pick.uid}"]`);
  await page.waitForSelector('#highlights .hl.reach');
  await clickHex(page, pick.hex);
  await page.waitForSelector('#dialog:not([hidden]) .rose');
  const enabled = await page.$$eval('#dialog .rose button:not([disabled])', (b) => b.map((x) => x.textContent));
  for (const d of pick.dirs) assert.ok(enabled.includes(d), 'facing ' + d + ' offered');
  const dir = pick.dirs.find((d) => d !== 'E') || pick.dirs[0];
  await shot(page, 'cannae-facing');
  await page.click(`#dialog .rose button.dir-${dir}`);
  await waitSeq(page, v.seq + 1);
  const u = (await pageView(page)).units.find((x) => x.id === pick.uid);
  assert.equal(u.hex, pick.hex);
  assert.equal(DIRS[u.facing], dir);
  const tab = await page.getAttribute(`#counters .counter[data-unit="${pick.uid}"] .facing-g`, 'transform');
  assert.equal(tab, `rotate(${-60 * DIRS.indexOf(dir)})`);
});

test('Cannae: a move through a waypoint (Ctrl-click)', async () => {
  await waitIdle(page);
  const v = await pageView(page);
  let pick = null;
  for (const [uid, kinds] of Object.entries(v.legal.units)) {
    const u = v.units.find((x) => x.id === Number(uid));
    if (!kinds.includes('move') || u.moved) continue;
    const l = await ok('GET', `/api/games/${id}/legal?unit=${uid}`, undefined, tokens[0]);
    const paths = l.actions.filter((a) => a.startsWith('move ')).map((a) => a.split(' ')[2].split('-').map(Number));
    for (const p of paths) {
      if (p.length < 3) continue;
      const dest = p[p.length - 1], via = p[1];
      const others = paths.filter((q) => q[q.length - 1] === dest && !q.includes(via));
      if (others.length) { pick = { uid: Number(uid), dest, via }; break; }
    }
    if (pick) break;
  }
  assert.ok(pick, 'a destination reached by two different ways');
  await page.keyboard.press('Escape');
  await page.click(`#actionlist button[data-unit="${pick.uid}"]`);
  await page.waitForSelector('#highlights .hl.reach');
  await clickHex(page, pick.via, 'Control');
  await page.waitForSelector('#highlights .hl.path');
  await clickHex(page, pick.dest);
  await page.waitForSelector('#dialog:not([hidden]) .rose');
  const offered = await page.$$eval('#dialog .rose button:not([disabled])', (b) => b.map((x) => x.dataset.action));
  assert.ok(offered.length >= 1);
  for (const a of offered) assert.ok(a.split(' ')[2].split('-').map(Number).includes(pick.via), a + ' passes the waypoint');
  await page.click('#dialog .rose button:not([disabled])');
  await waitSeq(page, v.seq + 1);
  const played = (await pageView(page)).log.find((e) => e.seq === v.seq + 1).action;
  assert.ok(played.split(' ')[2].split('-').map(Number).includes(pick.via), played);
});

test('Cannae: an allocated melee, resolved with a forced die', async () => {
  await waitIdle(page);
  const v = await march(id, tokens, (x) => x.you === 0 && x.status.phase === 'allocation' && x.legal &&
    Object.values(x.legal.units).some((k) => k.includes('melee')), { limit: 800 });
  await waitFor(page, (s) => window.prestags.view.seq >= s && !!window.prestags.view.legal && !window.prestags.refreshing, v.seq, 15000);
  const [uid] = Object.entries(v.legal.units).find(([, k]) => k.includes('melee'));
  const l = await ok('GET', `/api/games/${id}/legal?unit=${uid}`, undefined, tokens[0]);
  const all = await ok('GET', `/api/games/${id}/legal`, undefined, tokens[0]);
  const melee = [...l.actions, ...all.actions].find((a) => a.startsWith('melee ') && a.split(' ')[1].split(',').includes(String(uid)));
  assert.ok(melee, 'a melee in ' + JSON.stringify(l.actions));
  const target = Number(melee.split(' ')[2]);
  await page.keyboard.press('Escape');
  await page.click(`#actionlist button[data-unit="${uid}"]`);
  await page.waitForSelector('#highlights .hl.melee');
  await clickHex(page, target);
  await page.waitForSelector('#dialog:not([hidden]) .odds');
  const action = await page.textContent('.odds-action');
  const o = await ok('POST', `/api/games/${id}/odds`, { action }, tokens[0]);
  assert.equal(await page.textContent('.odds-odds .val'), String(o.odds));
  await shot(page, 'cannae-allocate');
  await page.click('#dialog button.confirm');
  await waitSeq(page, v.seq + 1);
  const after = await pageView(page);
  assert.equal(after.log.find((e) => e.seq === v.seq + 1).action, action, 'the allocation is played');
  // on to the Melee Phase, where the allocated attack is made
  const m = await march(id, tokens, (x) => x.you === 0 && x.status.phase === 'melee' && x.legal &&
    Object.values(x.legal.units).some((k) => k.includes('melee')), { towards: false, limit: 50 });
  await waitFor(page, (s) => window.prestags.view.seq >= s && !!window.prestags.view.legal && !window.prestags.refreshing, m.seq, 15000);
  const [mid] = Object.entries(m.legal.units).find(([, k]) => k.includes('melee'));
  const ml = await ok('GET', `/api/games/${id}/legal?unit=${mid}`, undefined, tokens[0]);
  const made = ml.actions.find((a) => a.startsWith('melee '));
  await page.keyboard.press('Escape');
  await page.click(`#actionlist button[data-unit="${mid}"]`);
  await page.waitForSelector('#highlights .hl.melee');
  await clickHex(page, Number(made.split(' ')[2]));
  await page.waitForSelector('#dialog:not([hidden]) .odds');
  await ok('POST', `/api/games/${id}/dice`, { dice: [3] }, tokens[0]);
  await page.click('#dialog button.confirm');
  await waitSeq(page, m.seq + 1);
  let fin = await pageView(page);
  if (!fin.log.find((x) => x.seq === m.seq + 1).dice.length) {
    // the defender may withdraw first [Phalanx Withdrawal]: the Romans' page asks them, and
    // they stay and fight
    const romans = await newPage(browser);
    await romans.goto(`${BASE}/game/${id}#token=${tokens[1]}`);
    await waitReady(romans);
    assert.equal((await pageView(romans)).status.decision, 'retreat');
    await romans.waitForSelector('#dialog:not([hidden]) .decision');
    await shot(romans, 'cannae-withdrawal');
    await romans.click('#dialog button.decision-end');
    await waitSeq(page, m.seq + 2);
    fin = await pageView(page);
  }
  const e = fin.log.find((x) => x.seq > m.seq && x.dice.length);
  assert.ok(e && e.dice[0].roll === 3 && e.dice[0].forced, 'the forced die is in the log: ' + JSON.stringify(fin.log.slice(-3)));
  assert.ok(await page.locator(`#log li[data-seq="${e.seq}"] .die.forced`).count() >= 1);
  await shot(page, 'cannae-melee');
  await waitIdle(page);
  assert.equal(await page.getAttribute('#st-hash', 'data-hash'), await recordHash(id, tokens[0]));
  assert.deepEqual(page.errors.filter((x) => !/status of 4\d\d/.test(x)), []);
});
