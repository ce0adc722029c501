// Two players in two browser contexts: each sees the other's move within a second, neither can
// act for the other, chat passes between them; under the simultaneous sequence of play neither
// sees the other's plots before they are revealed.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { BASE, launch, newPage, ok, api, shot, waitSeq, pageView, clickHex, waitIdle, waitReady, waitFor, march, recordHash, until } from './helpers.mjs';

let browser, A, B, id, tokens;
before(async () => { browser = await launch(); A = await newPage(browser); B = await newPage(browser); });
after(async () => { await browser?.close(); });

test('the lobby invites a second player with a link', async () => {
  await A.goto(BASE + '/');
  await A.waitForSelector('#scenarios tr[data-id="rome"]');
  await A.click('#scenarios tr[data-id="rome"]');
  await A.selectOption('#seat0', 'me');
  await A.selectOption('#seat1', 'invite');
  await A.fill('#seed', '11');
  await A.click('#create');
  await A.waitForSelector('#created .invite-link');
  const invite = await A.inputValue('#created .invite-link');
  const mine = await A.getAttribute('#created .play-link', 'href');
  await shot(A, 'lobby-invite');
  id = Number(/\/game\/(\d+)/.exec(invite)[1]);
  tokens = [new URL(mine, BASE).hash.slice(7), new URL(invite).hash.slice(7)];
  assert.ok(tokens[0] && tokens[1] && tokens[0] !== tokens[1]);
  // "my games" keeps both links, with the server's summary of the game
  await A.waitForSelector(`#mygames a[href="/game/${id}#token=${tokens[0]}"]`);
  assert.match(await A.textContent('#mygames'), /Rome/);
  await march(id, tokens, (v) => v.status.phase === 'movement' && v.status.side_to_act === 0, { towards: false });
  await A.goto(new URL(mine, BASE).href);
  await B.goto(invite);
  await waitReady(A);
  await waitReady(B);
  assert.equal((await pageView(A)).you, 0);
  assert.equal((await pageView(B)).you, 1);
});

test('each sees the other\'s move within a second; neither can act for the other', async () => {
  const v = await pageView(A);
  const unit = Number(Object.entries(v.legal.units).find(([, k]) => k.includes('move'))[0]);
  await A.click(`#actionlist button[data-unit="${unit}"]`);
  await A.waitForSelector('#highlights .hl.reach');
  const l = await ok('GET', `/api/games/${id}/legal?unit=${unit}`, undefined, tokens[0]);
  const dest = Number(l.actions.find((a) => a.startsWith('move ')).split(' ')[2].split('-').pop());
  assert.ok(await B.isDisabled('#btn-end'), 'the waiting player cannot end the phase');
  assert.equal(await B.locator('#actionlist button').count(), 0, 'and is offered no action');
  await clickHex(A, dest);
  await waitSeq(A, v.seq + 1);
  const t0 = Date.now();
  await waitFor(B, ([u, h]) => window.prestags.view.units.find((x) => x.id === u).hex === h, [unit, dest], 1000);
  const lag = Date.now() - t0;
  assert.ok(lag < 1000, `B saw the move after ${lag} ms`);
  // B acting for A: refused by the server, and the page says so
  const other = await api('POST', `/api/games/${id}/actions`, { action: 'end' }, tokens[1]);
  assert.equal(other.status, 409);
  await B.fill('#actiontext', 'end');
  await B.press('#actiontext', 'Enter');
  await B.waitForSelector('#toast.error:not([hidden])');
  assert.equal((await pageView(B)).seq, v.seq + 1);
  const spectator = await api('POST', `/api/games/${id}/actions`, { action: 'end' });
  assert.equal(spectator.status, 401);
  await shot(B, 'two-players-watching');
});

test('an undo between two players is a request the other answers', async () => {
  const v = await pageView(A);
  await A.click('#btn-undo');
  await waitFor(B, () => document.querySelector('#undo-request button') !== null, null, 2000);
  await shot(B, 'two-players-undo-request');
  await B.click('#undo-request button:first-of-type');
  await waitFor(A, (s) => window.prestags.view.seq < s && !window.prestags.refreshing, v.seq, 2000);
  await waitFor(B, (s) => window.prestags.view.seq === s, (await pageView(A)).seq, 2000);
  const after = await pageView(A);
  assert.ok(after.seq < v.seq, 'the move is taken back');
  // and played again, so that the game goes on as before
  const [uid, hex] = v.log[v.log.length - 1].action.split(' ').slice(1);
  await ok('POST', `/api/games/${id}/actions`, { action: `move ${uid} ${hex}` }, tokens[0]);
  await waitSeq(A, v.seq);
});

test('a unit\'s list asked for by a view the game has left: no error, the page reads the game again', async () => {
  await waitIdle(A);
  const v = await pageView(A);
  assert.equal(v.status.side_to_act, 0);
  const unit = Number(Object.entries(v.legal.units).find(([, k]) => k.includes('move'))[0]);
  // A's phases are ended through the API (as from another window of A's seat) while the page's
  // list is on its way, and the page's own reading of the game is held until the server has
  // answered the list with 409: the page's view is then the older one.
  let release;
  const held = new Promise((r) => { release = r; });
  const viewPath = new RegExp(`/api/games/${id}$`);
  const listPath = new RegExp(`/api/games/${id}/legal\\?unit=${unit}$`);
  await A.route(viewPath, async (route) => { await held; await route.continue(); });
  await A.route(listPath, async (route) => {
    await until(id, tokens[0], (x) => x.status.side_to_act !== x.you,
      () => ok('POST', `/api/games/${id}/actions`, { action: 'end' }, tokens[0]));
    await route.continue();
  });
  const answered = A.waitForResponse(listPath);
  await A.click(`#actionlist button[data-unit="${unit}"]`);
  assert.equal((await answered).status(), 409);
  await A.evaluate(() => new Promise((r) => setTimeout(r, 50))); // the page has read it
  release();
  await waitFor(A, () => window.prestags.view.status.side_to_act === 1 && !window.prestags.refreshing, null, 2000);
  await A.unroute(listPath);
  await A.unroute(viewPath);
  assert.equal(await A.locator('#toast.error:not([hidden])').count(), 0, await A.textContent('#toast'));
  assert.equal(await A.locator('#highlights .hl.reach').count(), 0, 'no reach shown for a turn that is over');
});

test('the turn passes: B acts, A sees it; chat between them', async () => {
  // A ends phases until the Sabines are to act
  for (let i = 0; i < 10; i++) {
    const v = await pageView(A);
    if (v.status.side_to_act === 1) break;
    await A.click('#btn-end');
    await waitSeq(A, v.seq + 1);
  }
  await waitFor(B, () => !!window.prestags.view.legal, null, 2000);
  assert.match(await B.title(), /Your turn/);
  const s = (await pageView(B)).seq;
  await B.click('#btn-end');
  await waitSeq(B, s + 1);
  const t0 = Date.now();
  await waitSeq(A, s + 1, 1000);
  assert.ok(Date.now() - t0 < 1000);
  await A.click('.tabs [data-tab="chat"]');
  await A.fill('#chattext', 'good luck');
  await A.press('#chattext', 'Enter');
  await B.click('.tabs [data-tab="chat"]');
  await waitFor(B, () => document.querySelector('#chat').textContent.includes('good luck'), null, 2000);
  await shot(B, 'two-players-chat');
  await waitIdle(A);
  assert.equal(await A.getAttribute('#st-hash', 'data-hash'), await recordHash(id, tokens[0]));
  assert.equal(await B.getAttribute('#st-hash', 'data-hash'), await A.getAttribute('#st-hash', 'data-hash'));
});

test('simultaneous movement: the other side\'s plots stay hidden until revealed', async () => {
  const r = await ok('POST', '/api/games', { scenario: 'delta', seed: 5, seats: ['human', 'human'], options: ['simultaneous'] });
  const tk = r.seats.map((x) => x.token);
  const v = await march(r.id, tk, (x) => x.status.phase === 'plot' && x.legal, { towards: false });
  const side = v.you;
  const unit = Object.entries(v.legal.units).find(([, k]) => k.includes('plot'))[0];
  const l = await ok('GET', `/api/games/${r.id}/legal?unit=${unit}`, undefined, tk[side]);
  const plot = l.actions.find((a) => / MV /.test(a)) || l.actions.find((a) => a.startsWith('plot '));
  await ok('POST', `/api/games/${r.id}/actions`, { action: plot }, tk[side]);
  const mineV = await ok('GET', `/api/games/${r.id}`, undefined, tk[side]);
  assert.ok(Object.values(mineV.plots || {}).includes(plot), 'the plotting side sees its plot');
  await B.goto(`${BASE}/game/${r.id}#token=${tk[1 - side]}`);
  await waitReady(B);
  const theirs = await pageView(B);
  assert.deepEqual(theirs.plots || {}, {}, 'no plot of the other side in the view');
  assert.ok(!JSON.stringify(theirs.log).includes(plot), 'nor in the log');
  assert.ok(!(await B.textContent('body')).includes(plot), 'nor on the page');
  const rec = await api('GET', `/api/games/${r.id}/record`, undefined, tk[1 - side]);
  assert.ok(!String(rec.data).includes(plot), 'nor in the record');
});

test('no script errors and no Content-Security-Policy violations on the pages', () => {
  assert.deepEqual(A.errors.filter((e) => !/status of 4\d\d/.test(e)), []);
  assert.deepEqual(B.errors.filter((e) => !/status of 4\d\d/.test(e)), []);
});
