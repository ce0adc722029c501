// The game server under load: GAMES games played at once by random players through the HTTP
// API on loopback, for SECONDS seconds.  Prints actions per second, the p50 / p99 latency of
// an action (POST .../actions, acknowledged once committed), and the server's memory per
// active game (its resident set after loading the games, less before, over GAMES).  Each
// player fetches its legal actions and plays one at random, with no pause (or THINK ms before
// each action, as people do); the games are set up automatically first.
//
//   node tools/bench-serve.mjs [--games 200] [--seconds 20] [--scenario kadesh] [--sync full]
//                              [--think MS]
//
// PRESTAGS names the program (default build/prestags).  A benchmark, not a test: it prints
// figures and exits 0 unless the server fails.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

const args = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : dflt;
};
const GAMES = Number(opt('games', 200));
const SECONDS = Number(opt('seconds', 20));
const SCENARIO = opt('scenario', 'kadesh');
const SYNC = opt('sync', 'full');
const THINK = Number(opt('think', 0)); // ms each player waits, on average, before each action
const program = process.env.PRESTAGS || 'build/prestags';

const dir = mkdtempSync(join(tmpdir(), 'prestags-bench-'));
const server = spawn(program, ['serve', '--listen', '127.0.0.1:0', '--sync', SYNC, '--db', join(dir, 'b.sqlite')],
  { stdio: ['ignore', 'pipe', 'inherit'] });
const first = await new Promise((resolve, reject) => {
  createInterface({ input: server.stdout }).once('line', resolve);
  server.once('exit', (code) => reject(new Error(`the server exited (${code})`)));
});
const base = first.match(/serving (http:\/\/\S+)\//)[1];

const rssKiB = () => Number(readFileSync(`/proc/${server.pid}/status`, 'utf8')
  .match(/VmRSS:\s+(\d+)/)[1]);

async function call(method, path, token, body) {
  const headers = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await fetch(base + path, { method, headers, body: body && JSON.stringify(body) });
  return { status: res.status, json: await res.json() };
}

// A seeded stream per game, so that a run is the same games whatever the timing.
function rng(seed) {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s, 1103515245) + 12345) >>> 0) >>> 8);
}

const before = rssKiB();
const games = [];
for (let i = 0; i < GAMES; i++) {
  const r = await call('POST', '/api/games',
    null, { scenario: SCENARIO, seed: i + 1, seats: ['human', 'human'] });
  if (r.status !== 201) throw new Error(`create: ${r.status} ${JSON.stringify(r.json)}`);
  const g = { id: r.json.id, tokens: r.json.seats.map((s) => s.token), next: rng(i + 1), toAct: 0 };
  // Both sides set up automatically, as most players do: the load is the battle itself.
  for (const side of [0, 1]) {
    let d = await call('POST', `/api/games/${g.id}/autodeploy`, g.tokens[side]);
    if (d.status === 409) d = await call('POST', `/api/games/${g.id}/autodeploy`, g.tokens[1 - side]);
  }
  games.push(g);
}
const loaded = rssKiB();

const latencies = [];
let actions = 0, finished = 0, refused = 0;
const end = Date.now() + SECONDS * 1000;

async function player(g) {
  while (Date.now() < end) {
    // A person's pause, spread over 0 to 2 THINK so that the players do not act in step.
    if (THINK) await new Promise((resolve) => setTimeout(resolve, (g.next() % 1000) * THINK / 500));
    let legal = await call('GET', `/api/games/${g.id}/legal`, g.tokens[g.toAct]);
    if (legal.status === 409) {
      g.toAct = 1 - g.toAct;
      legal = await call('GET', `/api/games/${g.id}/legal`, g.tokens[g.toAct]);
    }
    if (legal.status === 409 && /over/.test(legal.json.error)) { finished++; return; }
    if (legal.status !== 200) throw new Error(`legal: ${legal.status} ${JSON.stringify(legal.json)}`);
    const list = legal.json.actions;
    const action = list[g.next() % list.length];
    const t0 = process.hrtime.bigint();
    const r = await call('POST', `/api/games/${g.id}/actions`, g.tokens[g.toAct], { action });
    latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
    if (r.status === 200) actions++;
    else refused++;
  }
}

const t0 = Date.now();
await Promise.all(games.map(player));
const elapsed = (Date.now() - t0) / 1000;
const after = rssKiB();
server.kill('SIGTERM');
await new Promise((resolve) => server.once('exit', resolve));
rmSync(dir, { recursive: true, force: true });

latencies.sort((a, b) => a - b);
const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))];
console.log(`bench-serve: ${GAMES} ${SCENARIO} games at once, ${elapsed.toFixed(1)} s, --sync ${SYNC}, --think ${THINK}`);
console.log(`actions: ${actions} (${(actions / elapsed).toFixed(0)}/s), refused ${refused}, games finished ${finished}`);
console.log(`action latency: p50 ${pct(0.5).toFixed(2)} ms, p99 ${pct(0.99).toFixed(2)} ms, max ${latencies.at(-1).toFixed(2)} ms`);
console.log(`server memory: ${before} KiB idle, ${loaded} KiB with the games loaded, ${after} KiB after play;`
  + ` ${((loaded - before) / GAMES).toFixed(0)} KiB a game loaded, ${((after - before) / GAMES).toFixed(0)} KiB a game after play`);
