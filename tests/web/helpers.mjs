// Shared by the browser tests: the browser, the server's API, and the engine's replay hash.
import { chromium } from 'playwright-core';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const BASE = (process.env.PRESTAGS_URL || 'http://127.0.0.1:8080/').replace(/\/$/, '');
export const BIN = process.env.PRESTAGS_BIN || 'build/prestags';
export const ART = 'build/web-artefacts';
mkdirSync(ART, { recursive: true });

export async function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

export async function newPage(browser, size = { width: 1366, height: 768 }) {
  const ctx = await browser.newContext({ viewport: size, acceptDownloads: true });
  const page = await ctx.newPage();
  page.setDefaultTimeout(10000);
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(String(e)));
  page.on('console', (m) => { if (m.type() === 'error') page.errors.push(m.text()); });
  return page;
}

export async function api(method, path, body, token) {
  const headers = {};
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = 'Bearer ' + token;
  const r = await fetch(BASE + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const t = await r.text();
  let data = t;
  try { data = JSON.parse(t); } catch { /* text */ }
  return { status: r.status, data };
}

export async function ok(method, path, body, token) {
  const r = await api(method, path, body, token);
  if (r.status >= 300) throw new Error(`${method} ${path} ${JSON.stringify(body)} -> ${r.status} ${JSON.stringify(r.data)}`);
  return r.data;
}

// The record replayed by the engine protocol: the last line of `position` is `hash XXXX`.
export function engineHash(record) {
  const dir = mkdtempSync(join(tmpdir(), 'ps-web-'));
  const f = join(dir, 'record.txt');
  writeFileSync(f, record);
  const r = spawnSync(BIN, ['engine'], { input: `load ${f}\nposition\nquit\n`, encoding: 'utf8', timeout: 60000 });
  const m = [...r.stdout.matchAll(/^hash ([0-9a-f]+)$/gm)];
  if (!m.length) throw new Error('no hash from the engine: ' + r.stdout.slice(-500) + r.stderr);
  return m[m.length - 1][1];
}

export async function recordHash(id, token) {
  const r = await api('GET', `/api/games/${id}/record`, undefined, token);
  if (r.status !== 200) throw new Error('record: ' + r.status);
  return engineHash(typeof r.data === 'string' ? r.data : JSON.stringify(r.data));
}

export async function shot(page, name) {
  await page.screenshot({ path: `${ART}/${name}.png` });
}

// Polls a predicate in the page (Playwright's waitForFunction evaluates a string, which the
// page's Content-Security-Policy forbids).
export async function waitFor(page, fn, arg, timeout = 10000) {
  const end = Date.now() + timeout;
  for (;;) {
    let v = false;
    try { v = await page.evaluate(fn, arg); } catch (e) { if (!/Execution context was destroyed|navigation/.test(String(e))) throw e; }
    if (v) return v;
    if (Date.now() > end) throw new Error('waitFor: timed out: ' + fn.toString().slice(0, 200));
    await new Promise((r) => setTimeout(r, 50));
  }
}

// Waits until the page shows the view at seq >= n.
export async function waitSeq(page, n, timeout = 10000) {
  await waitFor(page, (k) => window.prestags && window.prestags.view && window.prestags.view.seq >= k && !window.prestags.refreshing, n, timeout);
}

export async function pageView(page) {
  return page.evaluate(() => window.prestags.view);
}

// The screen point of a hex's centre on the page's map.
export async function hexPoint(page, hex) {
  return page.evaluate((h) => window.prestags.map.screenPoint(h), hex);
}

export async function clickHex(page, hex, modifier = null) {
  await page.evaluate((h) => window.prestags.map.centreOn(h), hex);
  const p = await hexPoint(page, hex);
  if (modifier) await page.keyboard.down(modifier);
  await page.mouse.click(p.x, p.y);
  if (modifier) await page.keyboard.up(modifier);
}

export async function waitIdle(page) {
  await waitFor(page, () => window.prestags && !window.prestags.busy && !window.prestags.refreshing);
}

export async function waitReady(page) {
  await waitFor(page, () => document.body.classList.contains('ready'));
}

// Plays `end` for a seat through the API until the given predicate on the view holds.
export async function until(id, token, pred, step, limit = 200) {
  for (let i = 0; i < limit; i++) {
    const v = await ok('GET', `/api/games/${id}`, undefined, token);
    if (pred(v)) return v;
    if (v.legal && v.status.side_to_act === v.you) await step(v);
    else await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('until: gave up');
}

// Hex distance on the printed grid (rows with even RR shifted half a hex east).
export function hexDistance(a, b) {
  const ax = (h) => {
    const c = Math.floor(h / 100), r = h % 100;
    return { q: c - (r + (r & 1)) / 2, r };
  };
  const p = ax(a), s = ax(b);
  return (Math.abs(p.q - s.q) + Math.abs(p.q + p.r - s.q - s.r) + Math.abs(p.r - s.r)) / 2;
}

export function nearestEnemy(v, hex, side) {
  let best = 99;
  for (const u of v.units) if (u.side !== side && u.on_map && !u.eliminated) best = Math.min(best, hexDistance(hex, u.hex));
  return best;
}

// A simple player for the tests, through the API: deploys forward, marches at the enemy,
// ends every other phase. It stops (returns the view) when stop(v) holds.
// `token` may be both seats' tokens [t0, t1]: it then plays whichever side is to act.
export async function march(id, tokens, stop, { limit = 400, towards = true } = {}) {
  for (let i = 0; i < limit; i++) {
    let token = Array.isArray(tokens) ? tokens[0] : tokens;
    let v = await ok('GET', `/api/games/${id}`, undefined, token);
    if (Array.isArray(tokens) && v.status.side_to_act !== v.you && !v.status.over) {
      token = tokens[v.status.side_to_act];
      v = await ok('GET', `/api/games/${id}`, undefined, token);
    }
    if (stop(v)) return v;
    if (v.status.over) throw new Error('march: the game ended');
    if (!v.legal || v.status.side_to_act !== v.you) { await new Promise((r) => setTimeout(r, 60)); continue; }
    const units = Object.entries(v.legal.units || {});
    let played = false;
    for (const [uid, kinds] of units) {
      const u = v.units.find((x) => x.id === Number(uid));
      if (kinds.includes('deploy')) {
        const l = await ok('GET', `/api/games/${id}/legal?unit=${uid}`, undefined, token);
        const acts = l.actions.filter((a) => a.startsWith('deploy '));
        acts.sort((a, b) => nearestEnemyDeploy(v, a) - nearestEnemyDeploy(v, b));
        if (acts.length) { await ok('POST', `/api/games/${id}/actions`, { action: acts[0] }, token); played = true; break; }
      }
      if (towards && kinds.includes('move') && u && !u.moved) {
        const l = await ok('GET', `/api/games/${id}/legal?unit=${uid}`, undefined, token);
        const here = nearestEnemy(v, u.hex, u.side);
        const acts = l.actions.filter((a) => a.startsWith('move ') && !a.includes('+'));
        let best = null, bd = here;
        for (const a of acts) {
          const path = a.split(' ')[2].split('-');
          const d = nearestEnemy(v, Number(path[path.length - 1]), u.side);
          if (d < bd && d >= 1) { bd = d; best = a; }
        }
        if (best) {
          const r = await api('POST', `/api/games/${id}/actions`, { action: best }, token);
          if (r.status === 200) { played = true; break; }
        }
      }
    }
    if (!played) {
      const r = await api('POST', `/api/games/${id}/actions`, { action: 'end' }, token);
      if (r.status !== 200) throw new Error('march: end refused: ' + JSON.stringify(r.data));
    }
  }
  throw new Error('march: gave up');
}

function nearestEnemyDeploy(v, action) {
  const hex = Number(action.split(' ')[2]);
  const enemies = v.units.filter((u) => u.side !== v.you && u.on_map && !u.eliminated);
  if (!enemies.length) return hexDistance(hex, 1917);   // no enemy yet: towards the middle
  return nearestEnemy(v, hex, v.you);
}
