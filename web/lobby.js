// The lobby: the scenarios, a new game's options and seats, and "my games".
import { api, myGames, rememberGame, forgetGame, gameLink } from './api.js';

const $ = (id) => document.getElementById(id);
let scenarios = [];
// Chariot's optional rules and where the rulebook has them (docs/protocol.md, "option")
const RULES = {
  panic: '13.0', elevation: '14.0', concession: '15.0', facing: '16.0', retreat: '17.0',
  contact: '18.0', simultaneous: '19.0', 'range-effects': 'C3.1', capability: 'C3.2',
};
let chosen = null;

function text(tag, t, cls) {
  const e = document.createElement(tag);
  if (t !== undefined) e.textContent = t;
  if (cls) e.className = cls;
  return e;
}

async function loadScenarios() {
  try {
    scenarios = await api('GET', '/api/scenarios');
  } catch (e) {
    $('scenarios').replaceChildren(text('tr', 'Cannot load the scenarios: ' + e.message, 'error'));
    return;
  }
  const tb = $('scenarios');
  tb.replaceChildren();
  for (const s of scenarios) {
    const tr = document.createElement('tr');
    tr.dataset.id = s.id;
    tr.tabIndex = 0;
    tr.setAttribute('role', 'button');
    tr.setAttribute('aria-label', `${s.name}, ${s.date}, ${s.sides.join(' against ')}`);
    const sides = text('td');
    sides.append(text('span', `${s.sides[0]} (${s.units ? s.units[0] : '?'})`, 'sideA'), ' vs ', text('span', `${s.sides[1]} (${s.units ? s.units[1] : '?'})`, 'sideB'));
    tr.append(text('td', s.name), text('td', s.date), text('td', s.system, 'sys'), sides, text('td', String(s.turns)));
    tr.addEventListener('click', () => choose(s.id));
    tr.addEventListener('keydown', (e) => { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); choose(s.id); } });
    tb.append(tr);
  }
  const want = new URLSearchParams(location.search).get('scenario');
  choose(want && scenarios.some((s) => s.id === want) ? want : scenarios[0] && scenarios[0].id);
}

function seatBox(side, name) {
  const box = text('fieldset', undefined, 'seat side' + side);
  box.append(text('legend', name));
  const who = document.createElement('select');
  who.id = 'seat' + side;
  who.setAttribute('aria-label', `Who plays the ${name}`);
  for (const [v, t] of [['me', 'Me'], ['computer', 'The computer'], ['invite', 'An invited player (a link to send)']]) {
    const o = text('option', t); o.value = v; who.append(o);
  }
  who.value = side === 0 ? 'me' : 'computer';
  const level = document.createElement('select');
  level.id = 'level' + side;
  level.setAttribute('aria-label', `Computer level for the ${name}`);
  for (const l of ['random', 'level1', 'level2', 'level3']) { const o = text('option', l); o.value = l; level.append(o); }
  level.value = 'level3';
  const player = document.createElement('input');
  player.id = 'name' + side;
  player.placeholder = 'player name (optional)';
  player.maxLength = 40;
  const l1 = text('label', 'Played by '); l1.append(who);
  const l2 = text('label', 'Level '); l2.append(level);
  const l3 = text('label', 'Name '); l3.append(player);
  const sync = () => { l2.hidden = who.value !== 'computer'; l3.hidden = who.value === 'computer'; };
  who.addEventListener('change', sync);
  sync();
  box.append(l1, l2, l3);
  return box;
}

function choose(id) {
  chosen = scenarios.find((s) => s.id === id) || null;
  document.querySelectorAll('#scenarios tr').forEach((tr) => {
    tr.classList.toggle('chosen', tr.dataset.id === id);
    tr.setAttribute('aria-pressed', String(tr.dataset.id === id));
  });
  if (!chosen) return;
  $('chosen').textContent = `${chosen.name} (${chosen.date})`;
  const opts = $('options');
  opts.replaceChildren(text('legend', 'Optional rules'));
  if (!chosen.options || !chosen.options.length) opts.append(text('span', chosen.system === 'phalanx' ? 'Phalanx has none: all its rules apply.' : 'None for this battle.', 'muted'));
  for (const o of chosen.options || []) {
    const l = document.createElement('label');
    const c = document.createElement('input');
    c.type = 'checkbox';
    c.name = 'option';
    c.value = o;
    c.id = 'opt-' + o;
    l.append(c, ' ' + o + (RULES[o] ? ` [${RULES[o]}]` : ''));
    opts.append(l);
  }
  const seats = $('seats');
  seats.replaceChildren(seatBox(0, chosen.sides[0]), seatBox(1, chosen.sides[1]));
}

async function create(e) {
  e.preventDefault();
  $('create-error').textContent = '';
  if (!chosen) return;
  const kinds = [0, 1].map((i) => $('seat' + i).value);
  const body = {
    scenario: chosen.id,
    options: [...document.querySelectorAll('#options input:checked')].map((c) => c.value),
    seats: kinds.map((k) => (k === 'computer' ? 'computer' : 'human')),
    names: [0, 1].map((i) => (kinds[i] === 'computer' ? null : ($('name' + i).value.trim() || null))),
  };
  const comp = kinds.findIndex((k) => k === 'computer');
  if (comp >= 0) body.level = $('level' + comp).value;
  const seed = $('seed').value.trim();
  if (seed !== '') body.seed = Number(seed);
  let r;
  try {
    r = await api('POST', '/api/games', body);
  } catch (err) {
    $('create-error').textContent = err.message;
    return;
  }
  const out = $('created');
  out.replaceChildren(text('h3', `Game ${r.id}: ${chosen.name}`));
  let mine = null;
  for (const seat of r.seats) {
    if (!seat.token) continue;
    const k = kinds[seat.side];
    const url = new URL(seat.url || gameLink(r.id, seat.token), location.origin).href;
    rememberGame(r.id, seat.token, `${chosen.name} as ${chosen.sides[seat.side]}` + (k === 'invite' ? ' (invitation sent)' : ''));
    if (k === 'me' && !mine) mine = seat;
    const p = document.createElement('p');
    if (k === 'invite') {
      p.append(`Send this link to the player of the ${chosen.sides[seat.side]}: `);
      const inp = document.createElement('input');
      inp.readOnly = true;
      inp.value = url;
      inp.className = 'invite-link';
      inp.setAttribute('aria-label', `Invitation link for the ${chosen.sides[seat.side]}`);
      inp.addEventListener('focus', () => inp.select());
      p.append(inp);
    } else {
      const a = text('a', `Play the ${chosen.sides[seat.side]}`);
      a.href = url;
      a.className = 'play-link';
      p.append(a);
    }
    out.append(p);
  }
  out.hidden = false;
  out.scrollIntoView({ block: 'nearest' });
  renderMyGames();
  if (mine && kinds.filter((k) => k === 'me').length === 1 && !kinds.includes('invite')) location.href = gameLink(r.id, mine.token);
}

async function renderMyGames() {
  const list = myGames();
  const ul = $('mygames');
  ul.replaceChildren();
  if (!list.length) { ul.append(text('li', 'None yet.', 'muted')); return; }
  const ids = [...new Set(list.map((g) => g.id))].slice(0, 50);
  let summaries = {};
  try {
    const r = await api('GET', '/api/games?ids=' + ids.join(','));
    const arr = Array.isArray(r) ? r : (r && r.games) || [];
    for (const s of arr) summaries[s.id] = s;
  } catch { summaries = {}; }
  for (const g of list) {
    const li = document.createElement('li');
    const a = text('a', `Game ${g.id}`);
    a.href = gameLink(g.id, g.token);
    const s = summaries[g.id];
    let line = g.note || '';
    if (s) {
      line = s.summary || [s.name || s.scenario, s.turn !== undefined ? `Game-Turn ${s.turn}` : '', s.phase, s.over ? 'over' : ''].filter(Boolean).join(' · ') || line;
      // the note says which side this link plays ("Rome as Romans")
      const toAct = s.seats && s.seats[s.side_to_act];
      if (!s.over && toAct && g.note && g.note.includes(' as ' + toAct.name)) line += ' · your move';
    }
    if (!s && Object.keys(summaries).length) line += ' (gone from the server)';
    const del = text('button', 'Forget');
    del.type = 'button';
    del.setAttribute('aria-label', `Forget game ${g.id}`);
    del.addEventListener('click', () => { forgetGame(g.id, g.token); renderMyGames(); });
    li.append(a, text('span', line), text('span', g.note && s ? g.note : '', 'muted'), del);
    ul.append(li);
  }
}

$('newgame').addEventListener('submit', create);
loadScenarios();
renderMyGames();
