// The battle page: draws the server's view of one seat and offers only the actions the server
// lists. Everything legal comes from the engine through docs/web-api.md.
import { api, rememberGame, gameLink } from './api.js';
import { G, $, mapCache, sideName, myTurn, toast, text, unitById } from './state.js';
import { renderStatus, renderLog, renderRosters, renderGoals, renderChat, renderReport } from './panels.js';
import { initReplay, startReplay, replayTo, replayPhase, stopReplay } from './replay.js';
import { HexMap, hexLabel, DIRS, el } from './hexmap.js';
import { drawUnits, drawCounter, unitLabel, valuesText } from './counters.js';
import { parseAction, actionHexes, highlightClass } from './actions.js';
import { downloadSvg, downloadPng, downloadText } from './picture.js';
import { renderLegend } from './legend.js';

// -- loading ---------------------------------------------------------------------------------

async function getView() {
  return api('GET', `/api/games/${G.id}`, undefined, G.token);
}

async function refresh() {
  if (G.refreshing) { G.again = true; return G.refreshing; }
  G.refreshing = (async () => {
    do {
      G.again = false;
      try {
        const v = await getView();
        await showView(v);
      } catch (e) {
        toast(e.message);
      }
    } while (G.again);
  })();
  try { await G.refreshing; } finally { G.refreshing = null; }
}

async function showView(v) {
  const first = !G.view;
  if (first && !mapCache.has(v.system)) mapCache.set(v.system, await api('GET', '/api/maps/' + v.system));
  const t0 = performance.now();
  const changed = !G.view || v.seq !== G.view.seq;
  G.view = v;
  if (first) {
    document.body.classList.add('system-' + v.system);
    G.map = new HexMap($('map'), mapCache.get(v.system));
    G.mapMs = performance.now() - t0;
    installMapHandlers();
    const placed = v.units.filter((u) => u.on_map && !u.eliminated).map((u) => u.hex);
    if (placed.length) G.map.fitHexes(placed);
    G.fitted = v.status.phase !== 'deploy' && placed.length > 0;
    $('title').textContent = `${v.name}${v.date ? ' (' + v.date + ')' : ''}`;
  }
  if (changed) {
    if (G.sel.length && !G.replay) {
      // keep the selection only while the units can still act
      const units = v.legal && v.legal.units ? v.legal.units : {};
      G.sel = G.sel.filter((u) => units[u]);
    }
    G.legal = null;
    G.spread = 0;
    closeDialog();
  }
  const st = G.stages = {};
  let tm = performance.now();
  const stage = (name) => { const n = performance.now(); st[name] = +(n - tm).toFixed(1); tm = n; };
  stage('map');
  if (!G.fitted && v.status.phase !== 'deploy') {
    // the set-up is over: show the armies once
    const placed = v.units.filter((u) => u.on_map && !u.eliminated).map((u) => u.hex);
    if (placed.length) G.map.fitHexes(placed);
    G.fitted = true;
  }
  if (!G.replay) drawPosition(v);
  stage('counters');
  renderStatus();
  renderLog();
  stage('log');
  renderRosters(selectUnits);
  stage('rosters');
  renderGoals();
  renderChat();
  renderUndoRequest();
  renderReport();
  notifyTurn();
  stage('panels');
  if (changed && G.sel.length && !G.replay) await loadLegal();
  else {
    if (changed && !G.replay) renderHighlights();
    renderSelection();
  }
  if (changed && myTurn() && v.status.decision && !G.replay) await offerDecision(v);
  else if (changed && myTurn() && v.status.phase === 'deploy' && !G.sel.length && !G.replay) {
    // set-up: the next unit to place is picked, its set-up hexes shown; click one to place it
    const next = Object.entries(v.legal.units || {}).find(([, k]) => k.includes('deploy'));
    if (next) { G.sel = [Number(next[0])]; await loadLegal(); }
  }
  G.lastSeq = v.seq;
  const rec = { seq: v.seq, first, ms: performance.now() - t0, painted: null };
  G.renders.push(rec);
  requestAnimationFrame(() => setTimeout(() => { rec.painted = performance.now() - t0; }, 0));
  document.body.dataset.seq = v.seq;
  document.body.dataset.hash = v.hash;
}

// -- the map ---------------------------------------------------------------------------------

function drawPosition(v) {
  const actionable = v.legal && v.legal.units ? v.legal.units : {};
  const sides = v.seats.map((s) => s.name);
  drawUnits(G.map.gCounters, G.map.gTop, v.units, {
    spread: G.spread,
    optsFor: (u) => ({
      system: v.system,
      selected: G.sel.includes(u.id),
      actionable: !!actionable[u.id],
      label: unitLabel(u, v.system, sides)
        + v.units.filter((x) => x.carrier === u.id && !x.eliminated).map((x) => `; carrying unit ${x.id} ${x.code}`).join('')
        + (actionable[u.id] ? '; can ' + actionable[u.id].join(', ') : ''),
    }),
  });
  drawLastAction(v);
}

function drawLastAction(v) {
  // mark the hexes of the last action played, for a player coming back to the board
  const last = v.log && v.log.length ? v.log[v.log.length - 1] : null;
  G.map.gHighlight.querySelectorAll('.last').forEach((e) => e.remove());
  if (!last || last.side === v.you) return;
  const a = parseAction(last.action);
  for (const h of [...a.path, ...a.targets]) if (G.map.byHex.has(h)) G.map.highlight(h, 'last');
}

function renderHighlights() {
  G.map.clearHighlights();
  drawLastAction(G.view);
  if (!G.legal) return;
  const marks = new Map();
  for (const r of G.legal.reach || []) marks.set(r.hex, { cls: 'reach', label: String(r.mp) });
  for (const a of G.legal.actions) {
    const cls = highlightClass(a);
    for (const h of actionHexes(a)) {
      if (!G.map.byHex.has(h)) continue;
      const cur = marks.get(h);
      if (!cur || cls === 'melee' || cls === 'fire') marks.set(h, { cls, label: cur && cls === 'reach' ? cur.label : (cur && cur.cls === 'reach' ? cur.label : '') });
    }
  }
  for (const [h, m] of marks) G.map.highlight(h, m.cls, m.label);
}

function installMapHandlers() {
  const svg = $('map');
  // drag a unit that can move onto the hex it should go to
  let carrying = null;
  G.map.onCarryStart = (id) => {
    const v = G.view;
    const kinds = v.legal && v.legal.units && v.legal.units[id];
    return !G.replay && !!kinds && kinds.some((k) => k === 'move' || k === 'exit');
  };
  G.map.onCarryBegin = (id) => {
    carrying = (G.sel.length === 1 && G.sel[0] === id && G.legal) ? Promise.resolve() : selectUnits([id]);
  };
  G.map.onCarryEnd = async (id, hex, e) => {
    await carrying;
    if (G.sel.length === 1 && G.sel[0] === id) onHexClick(hex, e);
  };
  svg.addEventListener('click', (e) => {
    const spreadBg = e.target.closest('[data-spread]');
    const c = e.target.closest('.counter');
    if (c) return onCounterClick(Number(c.dataset.unit), e);
    if (spreadBg) return;
    const hex = G.map.hexAtScreen(e.clientX, e.clientY);
    if (G.spread) { G.spread = 0; drawPosition(G.view); renderHighlights(); }
    if (hex) onHexClick(hex, e);
  });
  svg.addEventListener('keydown', (e) => {
    const c = e.target.closest && e.target.closest('.counter');
    if (c && (e.key === 'Enter' || e.key === ' ')) {
      e.preventDefault();
      onCounterClick(Number(c.dataset.unit), e);
    }
  });
  svg.addEventListener('pointermove', (e) => {
    const hex = G.map.hexAtScreen(e.clientX, e.clientY);
    const info = $('hoverinfo');
    if (!hex) { info.textContent = ''; $('magnifier').hidden = true; return; }
    const h = G.map.byHex.get(hex);
    const reach = G.legal && G.legal.reach ? G.legal.reach.find((r) => r.hex === hex) : null;
    const bits = [hexLabel(hex), h.terrain];
    if (h.stream) bits.push('stream');
    if (h.road) bits.push('road');
    if (h.letter) bits.push('hex ' + h.letter);
    if (h.elevation) bits.push('elevation ' + h.elevation);
    if (reach) bits.push(reach.mp + ' MP');
    const ctl = (G.view.control || []).find((c) => c[0] === hex);
    if (ctl) bits.push('controlled by ' + sideName(ctl[1]));
    info.textContent = bits.join(' · ');
    magnify(e, hex);
  });
  svg.addEventListener('pointerleave', () => { $('magnifier').hidden = true; });
}

// The units under the pointer, magnified with everything they say.
function magnify(e, hex) {
  const mg = $('magnifier');
  const units = G.view.units.filter((u) => u.on_map && u.hex === hex && !u.eliminated);
  if (!units.length || document.body.classList.contains('hide-counters')) { mg.hidden = true; return; }
  mg.replaceChildren();
  const sides = G.view.seats.map((s) => s.name);
  for (const u of units) {
    const row = document.createElement('div');
    row.className = 'mag-row';
    const svg = el('svg', { viewBox: `-24 -24 48 48`, width: 72, height: 72, class: 'mag-svg' });
    drawCounter(svg, u, 0, 0, { system: G.view.system, focusable: false });
    const txt = document.createElement('div');
    txt.textContent = unitLabel(u, G.view.system, sides) + (u.vp ? `, ${u.vp} VP` : '');
    row.append(svg, txt);
    mg.append(row);
  }
  const wrap = $('mapwrap').getBoundingClientRect();
  let x = e.clientX - wrap.left + 18, y = e.clientY - wrap.top + 18;
  if (x > wrap.width - 300) x -= 330;
  if (y > wrap.height - 100 * units.length) y = Math.max(0, y - 100 * units.length);
  mg.style.left = x + 'px';
  mg.style.top = y + 'px';
  mg.hidden = false;
}

async function onCounterClick(id, e) {
  const v = G.view;
  const u = unitById(id);
  if (!u) return;
  const mine = v.legal && v.legal.units && v.legal.units[id];
  const stack = v.units.filter((x) => x.on_map && x.hex === u.hex && !x.eliminated);
  // a click on a counter in a hex the selected unit can go to or attack means that hex
  const targeted = G.legal && !G.sel.includes(id) && G.legal.actions.some((a) => actionHexes(a).includes(u.hex));
  if (targeted && !G.replay && (!mine || !e.shiftKey)) return onHexClick(u.hex, e);
  if (stack.length > 1 && G.spread !== u.hex) {
    G.spread = u.hex;
    drawPosition(v);
    renderHighlights();
    return;
  }
  if (G.replay) return;
  if (!mine) {
    toast(unitLabel(u, v.system, v.seats.map((s) => s.name)), 'info');
    return;
  }
  G.waypoints = [];
  if (e.shiftKey) {
    if (G.sel.includes(id)) G.sel = G.sel.filter((x) => x !== id);
    else G.sel.push(id);
  } else if (G.sel.length === 1 && G.sel[0] === id) {
    G.sel = [];
  } else {
    G.sel = [id];
  }
  G.spread = 0;
  await loadLegal();
}

export async function selectUnits(ids) {
  G.sel = ids.slice();
  await loadLegal();
}

async function loadLegal() {
  if (!G.sel.length || !myTurn()) {
    G.legal = null;
    drawPosition(G.view);
    renderHighlights();
    renderSelection();
    return;
  }
  // The actions and the shading of another selection go at once: a click on the map before
  // this selection's list arrives acts for nobody, not for the units selected before.
  if (G.legal && G.legal.units.join() !== G.sel.join()) {
    G.legal = null;
    renderHighlights();
  }
  // An answer for an older view or an older selection is dropped (the newer query's stands).
  const seq = G.view.seq;
  const sel = G.sel.slice();
  const stale = () => G.view.seq !== seq || G.sel.join() !== sel.join();
  try {
    const lists = await Promise.all(sel.map((u) => api('GET', `/api/games/${G.id}/legal?unit=${u}`, undefined, G.token)));
    if (stale()) return;
    const seen = new Set();
    const actions = [];
    const add = (t) => { if (!seen.has(t)) { seen.add(t); actions.push(parseAction(t)); } };
    for (const l of lists) for (const t of l.actions || []) add(t);
    // A unit may take part in an action listed under another unit (a Phalanx allocation names
    // every attacker): when a kind the view promises is missing, read the whole list.
    const kinds = new Set(actions.filter((a) => a.units.some((u) => sel.includes(u))).map((a) => a.kind));
    const promised = sel.flatMap((u) => (G.view.legal.units || {})[u] || []);
    if (promised.some((k) => !kinds.has(k))) {
      const all = await api('GET', `/api/games/${G.id}/legal`, undefined, G.token);
      if (stale()) return;
      for (const t of all.actions || []) {
        const a = parseAction(t);
        if (a.units.some((u) => sel.includes(u))) add(t);
      }
    }
    G.legal = { units: sel, actions, reach: sel.length === 1 ? (lists[0].reach || []) : [] };
  } catch (e) {
    if (stale()) return;
    G.legal = null;
    // 409: the game has left the page's view (the other player, another window of this seat).
    // The newer view decides what to show; a refusal it does not explain is still said.
    if (e.status === 409 && G.refreshing) {
      G.again = true; // this view is being shown by a reading of the game: it reads once more
    } else {
      if (e.status === 409) {
        await refresh();
        if (stale()) return;
      }
      toast(e.message);
    }
  }
  drawPosition(G.view);
  renderHighlights();
  renderSelection();
}

function shortestFirst(list) {
  return list.slice().sort((a, b) => a.path.length - b.path.length || a.text.localeCompare(b.text));
}

// The direction of the last step of a move (the facing a DIR-less Phalanx move ends with).
function lastStepDir(a) {
  const path = a.path;
  const from = path.length > 1 ? path[path.length - 2] : (unitById(a.units[0]) || {}).hex;
  const to = path[path.length - 1];
  const n = G.map.neighboursOf(from);
  const i = n.indexOf(to);
  return i >= 0 ? DIRS[i] : null;
}

async function onHexClick(hex, e) {
  if (G.replay) return;
  // the dialog opens on the half of the map away from the click
  if (e && e.clientY !== undefined) {
    const r = $('mapwrap').getBoundingClientRect();
    $('dialog').classList.toggle('at-bottom', e.clientY < r.top + r.height / 2);
  }
  if (!G.legal || !G.sel.length) return;
  // Ctrl- or Alt-click: a waypoint the move must pass through
  if ((e.ctrlKey || e.altKey || e.metaKey) && G.legal.actions.some((a) => a.kind === 'move' && a.path.includes(hex))) {
    G.waypoints.push(hex);
    G.map.highlight(hex, 'path', 'via ' + G.waypoints.length);
    toast(`Waypoint ${G.waypoints.length}: ${hexLabel(hex)}. Click the destination.`, 'info');
    return;
  }
  let cands = G.legal.actions.filter((a) => actionHexes(a).includes(hex));
  if (G.waypoints.length) {
    const through = (a) => { let i = 0; for (const h of a.path) if (h === G.waypoints[i]) i++; return i === G.waypoints.length; };
    const moves = cands.filter((a) => a.kind === 'move' && through(a));
    if (cands.some((a) => a.kind === 'move') && !moves.length) {
      toast(`No legal move to ${hexLabel(hex)} passes through ${G.waypoints.map(hexLabel).join(', ')}.`);
      G.waypoints = [];
      renderHighlights();
      return;
    }
    cands = cands.filter((a) => a.kind !== 'move' || through(a));
    G.waypoints = [];
  }
  if (!cands.length) {
    if (G.sel.length) { G.sel = []; G.legal = null; drawPosition(G.view); renderHighlights(); renderSelection(); }
    return;
  }
  const attacks = cands.filter((a) => a.kind === 'melee' || a.kind === 'fire');
  const moves = cands.filter((a) => a.kind === 'move');
  if (attacks.length) {
    // every attack listed on this hex, plus the combined attack of the whole selection
    const kinds = [...new Set(attacks.map((a) => a.kind))];
    const offers = [];
    for (const k of kinds) {
      const listed = attacks.filter((a) => a.kind === k);
      const exact = listed.find((a) => sameSet(a.units, G.sel));
      const containing = listed.filter((a) => G.sel.every((u) => a.units.includes(u))).sort((a, b) => a.units.length - b.units.length);
      const first = exact || containing[0];
      offers.push(first ? first.text : `${k} ${G.sel.join(',')} ${hex}`);
      for (const a of listed) if (!offers.includes(a.text)) offers.push(a.text);
    }
    const others = cands.filter((a) => !attacks.includes(a)).map((a) => a.text);
    return showOdds(offers[0], [...new Set([...offers, ...others])]);
  }
  if (moves.length && moves.length === cands.length) {
    const dirs = new Set(moves.map((a) => a.dir || lastStepDir(a)));
    if (G.view.system === 'phalanx' && moves.some((a) => a.dir)) return chooseFacing(hex, moves);
    if (moves.length === 1 || dirs.size <= 1 && moves.every((a) => !a.dir)) {
      return play(shortestFirst(moves)[0].text);
    }
  }
  if (cands.length === 1 && cands[0].kind !== 'lose') return play(cands[0].text);
  return chooseAmong(`Actions on ${hexLabel(hex)}`, cands.map((a) => a.text));
}

function sameSet(a, b) {
  return a.length === b.length && a.every((x) => b.includes(x));
}

// -- dialogs ---------------------------------------------------------------------------------

function openDialog(title, body, buttons) {
  $('dialog-title').textContent = title;
  const b = $('dialog-body');
  b.replaceChildren();
  if (body) b.append(body);
  const bs = $('dialog-buttons');
  bs.replaceChildren();
  for (const [label, fn, cls] of buttons) {
    const btn = document.createElement('button');
    btn.type = 'button';
    btn.textContent = label;
    if (cls) btn.className = cls;
    btn.addEventListener('click', fn);
    bs.append(btn);
  }
  $('dialog').hidden = false;
  const first = bs.querySelector('.primary') || bs.querySelector('button');
  if (first) first.focus();
}

function closeDialog() {
  $('dialog').hidden = true;
}

function actionButtons(list, fnFor) {
  const div = document.createElement('div');
  div.className = 'choices';
  for (const t of list) {
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'choice';
    b.textContent = t;
    b.dataset.action = t;
    b.addEventListener('click', () => fnFor(t));
    div.append(b);
  }
  return div;
}

function chooseAmong(title, list) {
  openDialog(title, actionButtons(list, (t) => {
    const a = parseAction(t);
    if (a.kind === 'melee' || a.kind === 'fire') showOdds(t, list);
    else { closeDialog(); play(t); }
  }), [['Cancel', closeDialog]]);
}

function chooseFacing(hex, moves) {
  const byDir = new Map();
  for (const a of shortestFirst(moves)) {
    const d = a.dir || lastStepDir(a);
    if (d && !byDir.has(d)) byDir.set(d, a);
  }
  const body = document.createElement('div');
  body.className = 'facing-chooser';
  const p = document.createElement('p');
  p.textContent = 'Which hexside should the unit face when it stops?';
  body.append(p);
  const rose = document.createElement('div');
  rose.className = 'rose';
  for (const d of ['NW', 'NE', 'W', 'E', 'SW', 'SE']) {
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'dir dir-' + d;
    b.textContent = d;
    b.setAttribute('aria-label', 'Face ' + d);
    const a = byDir.get(d);
    if (a) {
      b.dataset.action = a.text;
      b.title = a.text;
      b.addEventListener('click', () => { closeDialog(); play(a.text); });
    } else b.disabled = true;
    rose.append(b);
  }
  body.append(rose);
  openDialog(`Move to ${hexLabel(hex)}: facing`, body, [['Cancel', closeDialog]]);
}

export async function showOdds(action, alternatives = []) {
  let o;
  try {
    o = await api('POST', `/api/games/${G.id}/odds`, { action }, G.token);
  } catch (e) {
    toast(e.message);
    if (alternatives.length > 1) chooseAmong('Attacks', alternatives.filter((t) => t !== action));
    return;
  }
  const body = document.createElement('div');
  body.className = 'odds';
  const head = document.createElement('div');
  head.className = 'odds-head';
  const kv = [['Attack', o.attack], ['Defence', o.defence], ['Odds', o.odds]];
  if (o.flank) kv.push(['Flank', 'yes']);
  for (const [k, val] of kv) {
    const s = document.createElement('span');
    s.className = 'kv odds-' + k.toLowerCase();
    s.innerHTML = '';
    const b = document.createElement('b');
    b.textContent = k + ' ';
    const vv = document.createElement('span');
    vv.className = 'val';
    vv.textContent = String(val);
    s.append(b, vv);
    head.append(s);
  }
  body.append(head);
  const faces = o.faces || 6;
  for (const h of o.hexes || []) {
    const t = document.createElement('table');
    t.className = 'odds-table';
    t.dataset.hex = h.hex;
    const cap = document.createElement('caption');
    cap.textContent = `On ${hexLabel(h.hex)}` + (h.plus ? ` (die +${h.plus})` : '');
    t.append(cap);
    const tr1 = document.createElement('tr');
    const tr2 = document.createElement('tr');
    const th1 = document.createElement('th'); th1.textContent = 'Result';
    const th2 = document.createElement('th'); th2.textContent = 'Chance';
    tr1.append(th1); tr2.append(th2);
    for (const [res, n] of Object.entries(h.results || {})) {
      const a = document.createElement('td'); a.textContent = res;
      const b = document.createElement('td');
      b.className = 'chance';
      b.dataset.result = res;
      b.dataset.count = n;
      b.textContent = `${n}/${faces} (${Math.round(100 * n / faces)}%)`;
      tr1.append(a); tr2.append(b);
    }
    t.append(tr1, tr2);
    body.append(t);
    if (Array.isArray(h.by_roll)) {
      const p = text('p', 'Die: ' + h.by_roll.map((r, i) => `${i + 1}${h.plus ? '+' + h.plus : ''} → ${r}`).join(' · '), 'by-roll');
      body.append(p);
    }
  }
  if (o.text) {
    const pre = document.createElement('pre');
    pre.className = 'odds-text';
    pre.textContent = o.text;
    body.append(pre);
  }
  const act = document.createElement('p');
  act.className = 'odds-action';
  act.textContent = action;
  body.append(act);
  const buttons = [['Confirm', () => { closeDialog(); play(action); }, 'primary confirm'], ['Cancel', closeDialog]];
  const others = alternatives.filter((t) => t !== action);
  if (others.length) buttons.splice(1, 0, ['Other attacks…', () => chooseAmong('Attacks', alternatives)]);
  openDialog(`${action.split(' ')[0] === 'fire' ? 'Fire' : 'Melee'}: ${o.odds}`, body, buttons);
}

// -- playing ---------------------------------------------------------------------------------

export async function play(action) {
  if (G.busy) return;
  G.busy = true;
  document.body.classList.add('busy');
  try {
    const r = await api('POST', `/api/games/${G.id}/actions`, { action }, G.token);
    if (r && r.events && r.events.length) toast(r.events.slice(-3).join(' · '), 'info');
    G.legal = null;
    await refresh();
  } catch (e) {
    toast(e.message);
  } finally {
    G.busy = false;
    document.body.classList.remove('busy');
  }
}

async function undo() {
  try {
    await api('POST', `/api/games/${G.id}/undo`, {}, G.token);
    await refresh();
  } catch (e) {
    toast(e.message);
  }
}

async function answerUndo(accept) {
  try {
    await api('POST', `/api/games/${G.id}/undo`, { accept }, G.token);
    await refresh();
  } catch (e) {
    toast(e.message);
  }
}

// -- panels ----------------------------------------------------------------------------------

function renderSelection() {
  const v = G.view;
  const info = $('selinfo');
  const list = $('actionlist');
  info.replaceChildren();
  list.replaceChildren();
  if (!myTurn()) {
    info.append(text('p', v.status.over ? 'The game is over.' : v.you === null || v.you === undefined ? 'You are watching.' : 'Waiting for the opponent.', 'muted'));
    return;
  }
  const general = (v.legal.general || []).slice();
  // concede is played but not listed by the engine's legal list: offer it where the rules have
  // it (Phalanx always, Chariot with the optional rule [15.0]); the server still decides
  if (!general.includes('concede') && (v.system === 'phalanx' || (v.options || []).includes('concession'))) general.push('concede');
  if (general.length) {
    const p = text('div', undefined, 'general');
    for (const t of general) {
      // [Phalanx How to Set-up the Game] an agreed end: offer, then the other side accepts
      const b = text('button', t === 'end' ? (v.status.decision === 'end-offer' ? 'Play on' : 'End') : t === 'concede' ? 'Concede…' : t === 'offer' ? 'Offer to end the game' : t === 'accept' ? 'Accept the end' : t);
      b.type = 'button';
      b.dataset.action = t;
      b.addEventListener('click', () => (t === 'concede' ? confirmConcede() : play(t)));
      p.append(b);
    }
    info.append(p);
  }
  const units = Object.entries(v.legal.units || {});
  const unitList = () => {
    const ul = text('div', undefined, 'unitbuttons');
    for (const [id, kinds] of units.slice(0, 80)) {
      const u = unitById(Number(id));
      const b = text('button', `${id} ${u ? u.code : ''} ${u && u.on_map ? hexLabel(u.hex) : '(off map)'} · ${kinds.join('/')}`);
      b.type = 'button';
      b.dataset.unit = id;
      if (G.sel.includes(Number(id))) b.setAttribute('aria-pressed', 'true');
      b.addEventListener('click', () => selectUnits([Number(id)]));
      ul.append(b);
    }
    return ul;
  };
  if (!G.sel.length) {
    info.append(text('p', units.length ? `${units.length} of your units can act (click one, N to cycle, Shift-click to add attackers).` : 'No unit can act: end the phase.', 'muted'));
    list.append(unitList());
    return;
  }
  const names = G.sel.map((id) => { const u = unitById(id); return u ? `${id} ${u.code} (${valuesText(u)})` : String(id); });
  info.append(text('p', 'Selected: ' + names.join(', '), 'selected-line'));
  if (G.legal) {
    // turning in place: the facings offered, as a compass rose
    const faces = G.legal.actions.filter((a) => a.kind === 'face' && a.units.length === 1);
    if (faces.length) {
      const rose = text('div', undefined, 'rose rose-small');
      rose.setAttribute('aria-label', 'Turn to face');
      for (const d of ['NW', 'NE', 'W', 'E', 'SW', 'SE']) {
        const a = faces.find((x) => x.dir === d);
        const b = text('button', d, 'dir dir-' + d);
        b.type = 'button';
        b.setAttribute('aria-label', 'Turn to face ' + d);
        if (a) { b.dataset.action = a.text; b.addEventListener('click', () => play(a.text)); } else b.disabled = true;
        rose.append(b);
      }
      info.append(text('p', 'Turn in place to face:', 'muted'), rose);
    }
    const acts = G.legal.actions.map((a) => a.text);
    const details = document.createElement('details');
    details.open = acts.length <= 12;
    details.append(text('summary', `${acts.length} legal actions`));
    details.append(actionButtons(acts, (t) => {
      const a = parseAction(t);
      if (a.kind === 'melee' || a.kind === 'fire') showOdds(t, acts.filter((x) => /^(melee|fire) /.test(x)));
      else play(t);
    }));
    list.append(details);
  }
  list.append(text('p', 'Other units that can act:', 'muted'), unitList());
}

const DECISIONS = {
  losses: ['Losses', 'Choose the units to lose, or take the default.', 'Take the default'],
  advance: ['Advance after combat', 'Advance into the vacated hex, or stay.', 'Stay'],
  retreat: ['Retreat before combat', 'Step back before the attack is resolved, or stay and fight.', 'Stay and fight'],
};

// A combat waits for this seat's decision: every action it may take, as buttons.
async function offerDecision(v) {
  let all;
  try {
    all = await api('GET', `/api/games/${G.id}/legal`, undefined, G.token);
  } catch (e) { toast(e.message); return; }
  if (G.view.seq !== v.seq) return;
  let [title, help, stay] = DECISIONS[v.status.decision] || [v.status.decision, 'Choose:', 'End'];
  if (v.system === 'phalanx' && v.status.decision === 'retreat') title = 'Withdrawal';
  const body = text('div', undefined, 'decision');
  body.append(text('p', help));
  const acts = (all.actions || []).filter((t) => t !== 'end');
  body.append(actionButtons(acts, (t) => { closeDialog(); play(t); }));
  G.map.clearHighlights();
  for (const t of acts) for (const h of actionHexes(parseAction(t))) if (G.map.byHex.has(h)) G.map.highlight(h, 'other');
  const buttons = [];
  if ((all.actions || []).includes('end') || (v.legal.general || []).includes('end')) buttons.push([stay, () => { closeDialog(); play('end'); }, 'primary decision-end']);
  buttons.push(['Later', closeDialog]);
  $('dialog').classList.remove('at-bottom');
  openDialog(title, body, buttons);
  $('dialog').dataset.decision = v.status.decision;
}

function confirmConcede() {
  openDialog('Concede the battle?', text('p', 'A Tactical Concession ends the game now.'), [
    ['Concede', () => { closeDialog(); play('concede'); }, 'primary'], ['Cancel', closeDialog]]);
}

function renderUndoRequest() {
  const box = $('undo-request');
  box.replaceChildren();
  const v = G.view;
  const r = v.undo && v.undo.requested_by;
  if (r === null || r === undefined) return;
  if (r === v.you) { box.append(text('p', 'You asked to take back your last action; waiting for the answer.', 'muted')); return; }
  if (v.you === null || v.you === undefined) return;
  box.append(text('p', `${sideName(r)} asks to take back their last action.`));
  const a = text('button', 'Allow'); a.type = 'button'; a.addEventListener('click', () => answerUndo(true));
  const d = text('button', 'Refuse'); d.type = 'button'; d.addEventListener('click', () => answerUndo(false));
  box.append(a, d);
}

// -- live updates and the turn notification ----------------------------------------------------

function connectEvents() {
  const url = `/api/games/${G.id}/events` + (G.token ? `?token=${encodeURIComponent(G.token)}` : '');
  const es = new EventSource(url);
  es.addEventListener('update', () => refresh());
  es.addEventListener('chat', () => refresh());
  es.addEventListener('undo', () => refresh());
  es.addEventListener('rematch', (e) => {
    try {
      const { id } = JSON.parse(e.data);
      rememberGame(id, G.token, 'rematch');
      showRematch(id);
    } catch { /* not ours */ }
  });
  es.addEventListener('open', () => {
    // after a reconnection, catch up with whatever was missed
    if (document.body.classList.contains('offline') && G.view) refresh();
    document.body.classList.remove('offline');
  });
  es.addEventListener('error', () => document.body.classList.add('offline'));
  G.events = es;
}

function showRematch(id) {
  const box = $('report-body');
  const a = text('a', 'Open the rematch');
  a.href = gameLink(id, G.token);
  a.className = 'rematch-link';
  box.append(text('p'), a);
  $('report').hidden = false;
}

function notifyTurn() {
  const now = myTurn();
  if (now && !G.wasMyTurn && document.hidden && 'Notification' in window && Notification.permission === 'granted') {
    try { new Notification('prestags: your turn', { body: `${G.view.name}: Game-Turn ${G.view.status.turn}, ${G.view.status.phase}` }); } catch { /* ignore */ }
  }
  G.wasMyTurn = now;
}

// -- the rest of the page --------------------------------------------------------------------

function selectTab(name) {
  document.querySelectorAll('.tabs [role=tab]').forEach((b) => b.setAttribute('aria-selected', String(b.dataset.tab === name)));
  document.querySelectorAll('.tab').forEach((t) => { t.hidden = t.id !== 'tab-' + name; });
}

function cycleUnit(step) {
  const v = G.view;
  if (!myTurn()) return;
  const ids = Object.keys(v.legal.units || {}).map(Number);
  if (!ids.length) return;
  const cur = G.sel.length ? ids.indexOf(G.sel[0]) : -1;
  const next = ids[(cur + step + ids.length) % ids.length];
  const u = unitById(next);
  if (u && u.on_map) G.map.centreOn(u.hex);
  selectUnits([next]);
}

function installControls() {
  $('btn-end').addEventListener('click', () => play('end'));
  $('btn-undo').addEventListener('click', undo);
  $('btn-fit').addEventListener('click', () => G.map.fit());
  $('btn-zoomin').addEventListener('click', () => G.map.zoom(1 / 1.25));
  $('btn-zoomout').addEventListener('click', () => G.map.zoom(1.25));
  const hideBtn = $('btn-hide');
  const setHide = (on) => { document.body.classList.toggle('hide-counters', on); hideBtn.setAttribute('aria-pressed', String(on)); };
  hideBtn.addEventListener('pointerdown', () => setHide(true));
  hideBtn.addEventListener('pointerup', () => setHide(false));
  hideBtn.addEventListener('pointerleave', () => setHide(false));
  hideBtn.addEventListener('click', (e) => { if (e.detail === 0) setHide(!document.body.classList.contains('hide-counters')); });
  $('btn-panel').addEventListener('click', () => {
    const off = document.body.classList.toggle('no-panel');
    $('btn-panel').setAttribute('aria-pressed', String(!off));
    setTimeout(() => G.map.resized(), 0);
  });
  $('btn-notify').addEventListener('click', async () => {
    if (!('Notification' in window)) return toast('This browser has no notifications', 'info');
    const p = await Notification.requestPermission();
    toast(p === 'granted' ? 'You will be notified when it is your turn' : 'Notifications are off', 'info');
  });
  document.querySelectorAll('.tabs [role=tab]').forEach((b) => b.addEventListener('click', () => selectTab(b.dataset.tab)));
  $('actionform').addEventListener('submit', (e) => {
    e.preventDefault();
    const t = $('actiontext').value.trim();
    if (!t) return;
    const a = parseAction(t);
    if (a.kind === 'melee' || a.kind === 'fire') showOdds(t);
    else play(t);
    $('actiontext').value = '';
  });
  $('chatform').addEventListener('submit', async (e) => {
    e.preventDefault();
    const t = $('chattext').value.trim();
    if (!t) return;
    try {
      await api('POST', `/api/games/${G.id}/chat`, { text: t }, G.token);
      $('chattext').value = '';
      await refresh();
    } catch (err) { toast(err.message); }
  });
  $('rp-start').addEventListener('click', startReplay);
  $('rp-stop').addEventListener('click', stopReplay);
  $('rp-first').addEventListener('click', () => replayTo(0));
  $('rp-last').addEventListener('click', () => replayTo(G.replay ? G.replay.entries.length : 0));
  $('rp-prev').addEventListener('click', () => replayTo(G.replay.i - 1));
  $('rp-next').addEventListener('click', () => replayTo(G.replay.i + 1));
  $('rp-prevphase').addEventListener('click', () => replayPhase(-1));
  $('rp-nextphase').addEventListener('click', () => replayPhase(1));
  $('rp-slider').addEventListener('input', (e) => replayTo(Number(e.target.value)));
  $('rp-record').addEventListener('click', async () => {
    try {
      const t = await api('GET', `/api/games/${G.id}/record`, undefined, G.token);
      downloadText(`${G.view.scenario}-${G.id}.txt`, t);
    } catch (e) { toast(e.message); }
  });
  $('rp-svg').addEventListener('click', () => downloadSvg($('map'), G.map, `${G.view.scenario}-${G.id}-${G.view.seq}.svg`));
  $('rp-png').addEventListener('click', () => downloadPng($('map'), G.map, `${G.view.scenario}-${G.id}-${G.view.seq}.png`).catch((e) => toast(e.message)));
  $('btn-rematch').addEventListener('click', async () => {
    try {
      const r = await api('POST', `/api/games/${G.id}/rematch`, {}, G.token);
      rememberGame(r.id, G.token, 'rematch');
      location.href = gameLink(r.id, G.token);
    } catch (e) { toast(e.message); }
  });
  $('btn-report-close').addEventListener('click', () => { $('report').hidden = true; $('report').dataset.dismissed = '1'; });

  document.addEventListener('keydown', (e) => {
    const tag = (e.target.tagName || '').toLowerCase();
    if (tag === 'input' || tag === 'textarea' || tag === 'select') return;
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const k = e.key;
    if (k === 'Escape') {
      if (!$('dialog').hidden) closeDialog();
      else { G.sel = []; G.legal = null; G.spread = 0; G.waypoints = []; drawPosition(G.view); renderHighlights(); renderSelection(); }
    } else if (k === 'e' || k === 'E') { if (!$('btn-end').disabled) play('end'); }
    else if (k === 'u' || k === 'U') { if (!$('btn-undo').disabled) undo(); }
    else if (k === 'f' || k === 'F') G.map.fit();
    else if (k === '+' || k === '=') G.map.zoom(1 / 1.25);
    else if (k === '-' || k === '_') G.map.zoom(1.25);
    else if (k === 'ArrowLeft' && !G.replay) G.map.pan(80, 0);
    else if (k === 'ArrowRight' && !G.replay) G.map.pan(-80, 0);
    else if (k === 'ArrowUp') G.map.pan(0, 80);
    else if (k === 'ArrowDown') G.map.pan(0, -80);
    else if (k === 'ArrowLeft' && G.replay) replayTo(G.replay.i - 1);
    else if (k === 'ArrowRight' && G.replay) replayTo(G.replay.i + 1);
    else if (k === 'n' || k === 'N') cycleUnit(e.shiftKey ? -1 : 1);
    else if (k === 'h' || k === 'H') { if (!e.repeat) document.body.classList.add('hide-counters'); }
    else if (k === 'l' || k === 'L') $('btn-panel').click();
    else if (k === 'a' || k === 'A') { const d = document.querySelector('#actionlist details'); if (d) { d.open = true; const b = d.querySelector('button'); if (b) b.focus(); } }
    else if (k === '?') selectTab('legend');
    else return;
    e.preventDefault();
  });
  document.addEventListener('keyup', (e) => { if (e.key === 'h' || e.key === 'H') document.body.classList.remove('hide-counters'); });
}

async function main() {
  if (!G.id) { $('title').textContent = 'No game named'; return; }
  initReplay({ drawPosition, renderHighlights });
  installControls();
  renderLegend($('legend'));
  try {
    await showView(await getView());
  } catch (e) {
    if (e.status === 403 && G.token) {
      toast('This link\'s seat token does not hold a seat of this game: you are watching.');
      G.token = null;
      try { await showView(await getView()); } catch (e2) { toast(e2.message); return; }
    } else {
      toast(e.message);
      return;
    }
  }
  if (G.token) rememberGame(G.id, G.token, G.view.name + (G.view.you !== null && G.view.you !== undefined ? ' as ' + sideName(G.view.you) : ''));
  connectEvents();
  document.body.classList.add('ready');
}

main();
