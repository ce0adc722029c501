#!/usr/bin/env node
// Measures the browser game on the biggest battle: Kadesh (1294 BC) with every unit set up.
// Prints the first render (the page's own drawing of the view, map included, and the time
// from navigation to a playable page), the re-render after an action, and the page's weight
// loaded without a cache. Not a test: figures vary with the machine.
//   node tools/bench-web.mjs            starts build/prestags serve on a free port
//   PRESTAGS_URL=http://127.0.0.1:8080 node tools/bench-web.mjs
import { chromium } from 'playwright-core';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const BIN = process.env.PRESTAGS || 'build/prestags';
const RUNS = Number(process.env.RUNS || 5);
let base = process.env.PRESTAGS_URL, server = null, dir = null;

if (!base) {
  dir = mkdtempSync(join(tmpdir(), 'ps-bench-'));
  server = spawn(BIN, ['serve', '--listen', '127.0.0.1:0', '--db', join(dir, 'b.sqlite'), '--web', 'web'], { stdio: ['ignore', 'pipe', 'inherit'] });
  base = await new Promise((resolve, reject) => {
    let out = '';
    server.stdout.on('data', (d) => {
      out += d;
      const m = /serving (http:\S+)/.exec(out);
      if (m) resolve(m[1]);
    });
    server.on('exit', () => reject(new Error('the server stopped')));
  });
}
base = base.replace(/\/$/, '');

async function api(method, path, body, token) {
  const headers = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = 'Bearer ' + token;
  const r = await fetch(base + path, { method, headers, body: body ? JSON.stringify(body) : undefined });
  const d = await r.json();
  if (r.status >= 300) throw new Error(`${path}: ${r.status} ${JSON.stringify(d)}`);
  return d;
}

// Kadesh between two seats, every unit set up through the API (the first legal hex each).
const g = await api('POST', '/api/games', { scenario: 'kadesh', seed: 1, seats: ['human', 'human'] });
const tokens = g.seats.map((s) => s.token);
for (let i = 0; i < 1000; i++) {
  let v = await api('GET', `/api/games/${g.id}`, null, tokens[0]);
  const side = v.status.side_to_act;
  if (v.status.phase !== 'deploy') break;
  v = await api('GET', `/api/games/${g.id}`, null, tokens[side]);
  const unit = Object.entries(v.legal.units).find(([, k]) => k.includes('deploy'));
  let action = 'end';
  if (unit) action = (await api('GET', `/api/games/${g.id}/legal?unit=${unit[0]}`, null, tokens[side])).actions[0];
  await api('POST', `/api/games/${g.id}/actions`, { action }, tokens[side]);
}
// the Egyptians' reinforcements enter in their first Movement Phase: bring in every one that
// can enter, ending the other phases, until none is left waiting (or Game-Turn 3)
for (let i = 0; i < 2000; i++) {
  let v = await api('GET', `/api/games/${g.id}`, null, tokens[0]);
  if (v.status.turn > 2 || v.status.over) break;
  const side = v.status.side_to_act;
  v = await api('GET', `/api/games/${g.id}`, null, tokens[side]);
  if (!v.units.some((u) => !u.on_map && !u.eliminated && !u.exited)) break;
  let action = 'end';
  for (const [uid, kinds] of Object.entries(v.legal ? v.legal.units : {})) {
    const u = v.units.find((x) => x.id === Number(uid));
    if (u.on_map || !kinds.includes('move')) continue;
    const l = await api('GET', `/api/games/${g.id}/legal?unit=${uid}`, null, tokens[side]);
    const m = l.actions.filter((a) => a.startsWith('move '));
    if (m.length) { action = m[m.length - 1]; break; }
  }
  await api('POST', `/api/games/${g.id}/actions`, { action }, tokens[side]);
}
const start = await api('GET', `/api/games/${g.id}`, null, tokens[0]);
const onMap = start.units.filter((u) => u.on_map).length;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const median = (a) => a.slice().sort((x, y) => x - y)[Math.floor(a.length / 2)];
const fmt = (a) => `${median(a).toFixed(1)} ms (best ${Math.min(...a).toFixed(1)})`;
const first = [], ready = [], again = [], firstPaint = [], againPaint = [];
let weight = null;
for (let run = 0; run < RUNS; run++) {
  const ctx = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await ctx.newPage();
  const bytes = { static: 0, api: 0, files: 0 };
  page.on('response', async (r) => {
    try {
      const b = await r.body();
      if (new URL(r.url()).pathname.startsWith('/api/')) bytes.api += b.length;
      else { bytes.static += b.length; bytes.files++; }
    } catch { /* an event stream has no body */ }
  });
  const t0 = Date.now();
  await page.goto(`${base}/game/${g.id}#token=${tokens[0]}`);
  for (;;) {
    if (await page.evaluate(() => document.body.classList.contains('ready'))) break;
    await page.waitForTimeout(10);
  }
  ready.push(Date.now() - t0);
  for (;;) {
    const r = await page.evaluate(() => window.prestags.renders[0]);
    if (r.painted !== null) { first.push(r.ms); firstPaint.push(r.painted); break; }
    await page.waitForTimeout(10);
  }
  if (process.env.VERBOSE) console.error(`(run ${run}: map ${JSON.stringify(await page.evaluate(() => [window.prestags.mapMs.toFixed(1), window.prestags.stages]))})`);
  // an action and the re-render it causes (a face or a move of the first unit that has one)
  const v = await page.evaluate(() => window.prestags.view);
  const side = v.status.side_to_act;
  const mover = Object.entries(v.legal ? v.legal.units : {})[0];
  let action = 'end';
  if (mover) {
    const l = await api('GET', `/api/games/${g.id}/legal?unit=${mover[0]}`, null, tokens[side]);
    action = l.actions.find((a) => a.startsWith('move ')) || l.actions[0];
  }
  await api('POST', `/api/games/${g.id}/actions`, { action }, tokens[side]);
  const seq = v.seq + 1;
  for (;;) {
    const r = await page.evaluate((s) => window.prestags.renders.find((x) => x.seq === s), seq);
    if (r && r.painted !== null) { again.push(r.ms); againPaint.push(r.painted); break; }
    await page.waitForTimeout(10);
  }
  await api('POST', `/api/games/${g.id}/undo`, {}, tokens[side]).catch(() => {});
  await page.waitForTimeout(300);
  if (!weight) weight = bytes;
  await ctx.close();
}
await browser.close();
if (server) { server.kill('SIGTERM'); rmSync(dir, { recursive: true, force: true }); }

console.log(`kadesh: ${onMap} units on the map, ${start.units.length} in all; ${RUNS} runs, medians`);
console.log(`first render, map included: ${fmt(first)} of script, ${fmt(firstPaint)} to the next frame`);
console.log(`re-render after an action:  ${fmt(again)} of script, ${fmt(againPaint)} to the next frame`);
console.log(`load average while measuring: ${(await import('node:os')).loadavg()[0].toFixed(2)} on ${(await import('node:os')).cpus().length} cores`);
console.log(`navigation to a playable page, every fetch included: ${median(ready)} ms`);
console.log(`page weight without a cache: ${(weight.static / 1024).toFixed(1)} KiB in ${weight.files} files, ` +
  `plus ${(weight.api / 1024).toFixed(1)} KiB of API data (the map and the view)`);
