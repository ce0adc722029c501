// The side panel and the report: status, log, rosters, victory conditions, chat.
import { G, $, text, sideName, myTurn } from './state.js';
import { hexLabel } from './hexmap.js';
import { unitLabel, valuesText, markers } from './counters.js';
import { gameLink } from './api.js';

export function renderStatus() {
  const v = G.view, s = v.status;
  const who = s.over ? 'The battle is over'
    : s.thinking ? `${sideName(s.side_to_act)} (computer) is thinking…`
    : v.you === s.side_to_act ? 'Your move' : `${sideName(s.side_to_act)} to act`;
  $('turnline').textContent = `Game-Turn ${s.turn} of ${s.game_length} · ${s.phase} · ${who}`;
  document.body.classList.toggle('my-turn', myTurn());
  const st = $('status');
  st.replaceChildren();
  const dl = document.createElement('dl');
  const row = (k, val, id) => { const dt = text('dt', k); const dd = text('dd', val); if (id) dd.id = id; dl.append(dt, dd); };
  row('Game-Turn', `${s.turn} of ${s.game_length}`, 'st-turn');
  row('Phase', s.phase + (s.decision ? ` (waiting for: ${s.decision})` : s.pending ? ' (decision pending)' : ''), 'st-phase');
  row('Phasing', sideName(s.phasing_side));
  row('To act', who, 'st-toact');
  row('You', v.you === null || v.you === undefined ? 'spectator' : sideName(v.you), 'st-you');
  for (const i of [0, 1]) {
    const seat = v.seats[i] || {};
    const kind = seat.kind === 'computer' ? `computer ${seat.level || ''}` : (seat.player || 'human');
    row(sideName(i), `${s.vp[i]} VP scored · ${s.units_lost[i]} lost · ${kind}`, 'st-side' + i);
  }
  // Each army's Panic Level [13.0] / [Phalanx errata Panic]: how far its losses are from it.
  for (const i of [0, 1]) {
    const p = (v.panic || [])[i];
    if (!p || !p.level) continue;
    row(`${sideName(i)} panic`, p.panicked ? `panicked (Panic Level ${p.level})`
      : `${Math.max(0, p.level - p.enemy_vp)} VP to go (${p.enemy_vp} of ${p.level} lost)`, 'st-panic' + i);
  }
  row('Options', (v.options && v.options.length) ? v.options.join(', ') : (v.system === 'phalanx' ? 'all Phalanx rules' : 'none'), 'st-options');
  row('Position', `seq ${v.seq} · hash ${v.hash}`, 'st-hash');
  st.append(dl);
  $('actionform').hidden = v.you === null || v.you === undefined;
  const hashEl = $('st-hash');
  hashEl.dataset.hash = v.hash;
  const myt = myTurn();
  const general = v.legal && v.legal.general ? v.legal.general : [];
  $('btn-end').disabled = !myt || !general.includes('end');
  $('btn-undo').disabled = v.you === null || v.you === undefined || s.over;
  document.title = (myt ? '● Your turn · ' : '') + `${v.name} · prestags`;
}

export function diceText(dice) {
  return (dice || []).map((d) => (typeof d === 'object' ? `${d.roll}${d.forced ? 'f' : ''}` : String(d))).join(' ');
}

export function logItem(e) {
  const li = document.createElement('li');
  li.dataset.seq = e.seq;
  li.className = 'side' + e.side;
  li.append(text('span', String(e.seq), 'seq'), ' ', text('span', sideName(e.side), 'who'), ' ', text('code', e.action, 'act'));
  if (e.dice && e.dice.length) {
    const d = text('span', undefined, 'dice');
    d.append('die ');
    for (const x of e.dice) {
      const r = typeof x === 'object' ? x : { roll: x, forced: false };
      const s = text('span', String(r.roll), r.forced ? 'die forced' : 'die');
      if (r.forced) s.title = 'forced die (test)';
      d.append(s, r.forced ? text('sup', 'f', 'forced-mark') : '', ' ');
    }
    li.append(' ', d);
  }
  if (e.events && e.events.length) {
    const ul = text('ul', undefined, 'events');
    for (const ev of e.events) ul.append(text('li', ev));
    li.append(ul);
  }
  return li;
}

export function renderLog() {
  const ol = $('log');
  const log = G.view.log || [];
  const have = ol.children.length;
  const lastShown = have ? Number(ol.lastElementChild.dataset.seq) : -1;
  const firstNew = log.findIndex((e) => e.seq > lastShown);
  if (have && (firstNew < 0 ? log.length !== have : firstNew !== have)) ol.replaceChildren();
  if (!ol.children.length) for (const e of log) ol.append(logItem(e));
  else if (firstNew >= 0) for (const e of log.slice(firstNew)) ol.append(logItem(e));
  // scrolled at the next frame: reading the height now would force a layout of the whole page
  const tab = $('tab-log');
  requestAnimationFrame(() => { tab.scrollTop = tab.scrollHeight; });
}

// onPick(ids): selects units that can act (the battle page's selection)
export function renderRosters(onPick) {
  const v = G.view;
  const box = $('rosters');
  box.replaceChildren();
  for (const side of [0, 1]) {
    const units = v.units.filter((u) => u.side === side);
    const sec = text('section', undefined, 'roster side' + side);
    sec.append(text('h3', `${sideName(side)} — ${units.filter((u) => u.on_map && !u.eliminated).length} on the map`));
    const groups = [
      ['On the map', units.filter((u) => u.on_map && !u.eliminated && !u.exited)],
      ['Waiting to enter', units.filter((u) => !u.on_map && !u.eliminated && !u.exited)],
      ['Dead pile', units.filter((u) => u.eliminated)],
      ['Exited', units.filter((u) => u.exited)],
    ];
    for (const [title, list] of groups) {
      if (!list.length) continue;
      sec.append(text('h4', `${title} (${list.length})`));
      const ul = text('ul', undefined, 'roster-list' + (title === 'Dead pile' ? ' dead' : ''));
      for (const u of list) {
        const li = document.createElement('li');
        const b = text('button', `${u.id} ${u.code} ${valuesText(u)} cl.${u.cls}` + (u.on_map ? ' @' + hexLabel(u.hex) : '') + (u.vp ? ` ${u.vp}VP` : ''));
        b.type = 'button';
        b.dataset.unit = u.id;
        b.title = unitLabel(u, v.system, v.seats.map((s) => s.name));
        b.addEventListener('click', () => {
          if (u.on_map) G.map.centreOn(u.hex);
          if (v.legal && v.legal.units && v.legal.units[u.id]) onPick([u.id]);
        });
        const mk = markers(u, v.system).map((m) => m[1]).join(' ');
        li.append(b);
        if (mk) li.append(' ', text('span', mk, 'mk-text'));
        ul.append(li);
      }
      sec.append(ul);
    }
    box.append(sec);
  }
}

const LEVELS = ['none', 'Marginal', 'Tactical', 'Decisive'];

export function describeGoal(g) {
  if (typeof g === 'string') return g;
  const hx = (g.hexes || []).map(hexLabel).join(' ');
  const units = g.no_chariots ? 'non-Chariot units' : 'units';
  switch (g.kind) {
    case 'control': return `Control ${hx} (now ${g.value} of ${(g.hexes || []).length})`;
    case 'keep-out': return `Keep the enemy out of ${hx}: fewer than ${g.n} of his ${units} there (now ${g.value})`;
    case 'eliminate': return `Eliminate at least ${g.n} enemy ${units}, and ${g.ratio} times your own losses (now ${g.value} lost by the enemy, ${g.own} by you)`;
    case 'destroy': return `Destroy at least ${g.n} enemy ${units} while losing at most ${g.m} (now ${g.value} and ${g.own})`;
    case 'exit': return `Exit at least ${g.n} ${units} through ${hx} (now ${g.value})`;
    case 'prevent': return 'Prevent the enemy from meeting his conditions';
    case 'vp': return `Win on Victory Points: at least a ${LEVELS[g.n] || g.n} Victory; army value ${g.m} VP; scored ${g.value}, lost ${g.own}; level reached now: ${LEVELS[g.ratio] || g.ratio}`;
    default: return JSON.stringify(g);
  }
}

export function renderGoals() {
  const v = G.view;
  const box = $('goals');
  box.replaceChildren();
  (v.goals || []).forEach((lines, side) => {
    box.append(text('h3', sideName(side), 'side' + side));
    const ul = document.createElement('ul');
    ul.className = 'goal-list';
    for (const g of Array.isArray(lines) ? lines : [lines]) {
      const li = text('li', describeGoal(g));
      if (g && typeof g === 'object') {
        li.prepend(text('span', g.held ? '✔ ' : '✘ ', g.held ? 'held' : 'not-held'));
        li.title = g.held ? 'met, were the game to end now' : 'not met now';
        if (g.hexes && g.hexes.length) {
          const b = text('button', 'show');
          b.type = 'button';
          b.addEventListener('click', () => {
            G.map.clearHighlights();
            for (const h of g.hexes) if (G.map.byHex.has(h)) G.map.highlight(h, 'other');
            G.map.centreOn(g.hexes[0]);
          });
          li.append(' ', b);
        }
      }
      ul.append(li);
    }
    box.append(ul);
  });
  const s = v.status;
  box.append(text('p', `VP scored: ${sideName(0)} ${s.vp[0]}, ${sideName(1)} ${s.vp[1]}. Units lost: ${s.units_lost[0]} / ${s.units_lost[1]}.`));
}

export function renderChat() {
  const v = G.view;
  const ol = $('chat');
  ol.replaceChildren();
  $('chatform').hidden = !v.chat;
  for (const m of v.chat || []) {
    const li = text('li', undefined, 'side' + m.side);
    li.append(text('b', sideName(m.side) + ': '), m.text);
    if (m.time) li.title = m.time;
    ol.append(li);
  }
}

export function renderReport() {
  const v = G.view;
  const box = $('report');
  if (!v.status.over) { box.hidden = true; return; }
  if (renderReport.shownFor === v.id && box.dataset.dismissed) return;
  const body = $('report-body');
  body.replaceChildren();
  const w = v.status.winner;
  body.append(text('p', w >= 0 ? `${sideName(w)} win.` : 'No side wins.', 'winner'));
  const r = v.report;
  if (typeof r === 'string') body.append(text('pre', r));
  else if (r && typeof r === 'object') body.append(text('pre', Object.entries(r).map(([k, x]) => `${k}: ${typeof x === 'object' ? JSON.stringify(x) : x}`).join('\n')));
  $('btn-rematch').hidden = v.you === null || v.you === undefined || !!v.rematch;
  if (v.rematch) {
    const a = text('a', 'Open the rematch', 'rematch-link');
    a.href = gameLink(v.rematch, G.token);
    body.append(a);
  }
  box.hidden = false;
  renderReport.shownFor = v.id;
}
