// The page's one state object and the small helpers every part of the battle page uses.
import { ruleOf } from './actions.js';

export const $ = (id) => document.getElementById(id);
export const mapCache = new Map();

export const G = {
  id: Number((/\/game\/(\d+)/.exec(location.pathname) || [])[1] || new URLSearchParams(location.search).get('id')),
  token: new URLSearchParams(location.hash.slice(1)).get('token') || null,
  view: null,
  map: null,
  sel: [],            // selected unit ids
  legal: null,        // {units, actions: [parsed], reach}: the selection's, once loaded
  spread: 0,
  waypoints: [],      // hexes a move must pass through (Ctrl-click)
  busy: false,
  wasMyTurn: false,
  replay: null,       // {entries, i, positions}
  refreshing: null,
  again: false,
  lastSeq: -1,
  renders: [],        // how long each view took to draw (tools/bench-web.mjs reads it)
};
window.prestags = G;   // for the browser tests and curious players

export function sideName(s) {
  const v = G.view;
  return v && v.seats && v.seats[s] ? v.seats[s].name : 'side ' + s;
}

export function myTurn() {
  const v = G.view;
  return !!(v && v.you !== null && v.you !== undefined && v.legal && !v.status.over && v.status.side_to_act === v.you);
}

export function toast(msg, kind = 'error') {
  const t = $('toast');
  t.replaceChildren();
  const rule = kind === 'error' ? ruleOf(msg) : null;
  if (rule) {
    const r = document.createElement('span');
    r.className = 'rule';
    r.textContent = 'Rule ' + rule;
    t.append(r, ' ');
  }
  t.append(String(msg));
  t.className = 'toast ' + kind;
  t.hidden = false;
  clearTimeout(toast.timer);
  toast.timer = setTimeout(() => { t.hidden = true; }, kind === 'error' ? 8000 : 3000);
}

export function text(tag, t, cls) {
  const e = document.createElement(tag);
  if (t !== undefined) e.textContent = t;
  if (cls) e.className = cls;
  return e;
}

export function unitById(id) {
  return G.view.units.find((u) => u.id === id);
}
