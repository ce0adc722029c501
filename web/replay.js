// Replays: the game's log stepped through action by action and phase by phase (the server
// serves no position per step yet: the map keeps the current position and marks the hexes each
// action named; a server that answers GET /api/games/ID?at=SEQ is used when it does).
import { G, $, text, sideName, toast } from './state.js';
import { api } from './api.js';
import { parseAction } from './actions.js';
import { diceText } from './panels.js';

let hooks = { drawPosition: () => {}, renderHighlights: () => {} };
export function initReplay(h) {
  hooks = h;
}

export async function startReplay() {
  const v = G.view;
  const entries = (v.log || []).slice();
  // Game-Turn and phase from the events that announce them
  let turn = 0, phase = 'set-up';
  for (const e of entries) {
    if (e.turn !== undefined) { e._after = { turn: e.turn, phase: e.phase }; continue; }
    for (const ev of e.events || []) {
      const m = /turn (\d+) (\S+) phase/i.exec(ev);
      if (m) { turn = Number(m[1]); phase = m[2]; }
    }
    e._after = { turn, phase };
  }
  G.replay = { entries, i: entries.length, positions: null };
  // positions per seq, if the server offers them
  try {
    const p = await api('GET', `/api/games/${G.id}?at=0`, undefined, G.token);
    if (p && p.seq === 0 && Array.isArray(p.units)) G.replay.positions = true;
  } catch { /* text only */ }
  $('replay').hidden = false;
  document.body.classList.add('replaying');
  G.sel = []; G.legal = null;
  const slider = $('rp-slider');
  slider.max = entries.length;
  const tl = $('rp-timeline');
  tl.replaceChildren();
  let last = '';
  entries.forEach((e, i) => {
    const key = `${e._after.turn} ${e._after.phase}`;
    if (key !== last) {
      last = key;
      const li = text('li');
      const b = text('button', `T${e._after.turn} ${sideName(e.side)} ${e._after.phase}`);
      b.title = `Game-Turn ${e._after.turn}, ${e._after.phase} phase, from action ${e.seq}`;
      b.type = 'button';
      b.addEventListener('click', () => replayTo(i + 1));
      li.append(b);
      tl.append(li);
    }
  });
  await replayTo(entries.length);
}

export async function replayTo(i) {
  const r = G.replay;
  if (!r) return;
  r.i = Math.max(0, Math.min(r.entries.length, i));
  $('rp-slider').value = r.i;
  const e = r.entries[r.i - 1];
  $('rp-where').textContent = r.i === 0 ? 'Before the first action' :
    `Action ${r.i} of ${r.entries.length} · Game-Turn ${e._after.turn}, ${e._after.phase}` + (r.positions ? '' : ' (the map shows the current position)');
  const pre = $('rp-entry');
  pre.textContent = e ? `${e.seq} ${sideName(e.side)}: ${e.action}` + (e.dice && e.dice.length ? `\ndice ${diceText(e.dice)}` : '') + (e.events && e.events.length ? '\n' + e.events.join('\n') : '') : '';
  document.querySelectorAll('#log li[data-seq]').forEach((li) => li.classList.toggle('rp-current', e && Number(li.dataset.seq) === e.seq));
  if (r.positions) {
    const seq = e ? e.seq : 0;
    try {
      const p = await api('GET', `/api/games/${G.id}?at=${seq}`, undefined, G.token);
      if (G.replay === r) hooks.drawPosition({ ...p, legal: null });
    } catch (err) { toast(err.message); }
  } else {
    G.map.clearHighlights();
    if (e) {
      const a = parseAction(e.action);
      for (const h of [...a.path, ...a.targets]) if (G.map.byHex.has(h)) G.map.highlight(h, 'other');
    }
  }
}

export function replayPhase(step) {
  const r = G.replay;
  if (!r) return;
  const key = (k) => (k > 0 && r.entries[k - 1] ? `${r.entries[k - 1]._after.turn} ${r.entries[k - 1]._after.phase}` : 'start');
  let i = r.i;
  const cur = key(i);
  if (step > 0) { while (i < r.entries.length && key(i) === cur) i++; }
  else {
    while (i > 0 && key(i) === cur) i--;
    const prev = key(i);
    while (i > 0 && key(i - 1) === prev) i--;
  }
  replayTo(i);
}

export function stopReplay() {
  G.replay = null;
  $('replay').hidden = true;
  document.body.classList.remove('replaying');
  document.querySelectorAll('#log li.rp-current').forEach((li) => li.classList.remove('rp-current'));
  hooks.drawPosition(G.view);
  hooks.renderHighlights();
}
