// The legend: terrain, counters, markers, results, and the keys.
import { el } from './hexmap.js';
import { drawCounter } from './counters.js';

const TERRAIN = [
  ['clear', 'Clear'], ['woods', 'Woods'], ['village', 'Village'], ['slope', 'Slope'],
  ['hilltop', 'Hilltop'], ['wooded-slope', 'Wooded slope'], ['wooded-hilltop', 'Wooded hilltop'],
  ['hilltop-village', 'Hilltop village'], ['swamp', 'Swamp'], ['lake', 'Lake or sea'], ['river', 'River'],
];

const MARKERS = [
  ['D', 'disrupted (Chariot) / Dm demoralized (Phalanx)'], ['P', 'panicked'], ['C', 'in contact'],
  ['F', 'has fired'], ['M', 'has moved'], ['A', 'has attacked'],
];

const RESULTS = [
  ['-', 'no effect'], ['D', 'Chariot: the defenders are disrupted'],
  ['1/2E', 'Chariot: half the defending units eliminated, the defender choosing'],
  ['E', 'Chariot: every defending unit eliminated'],
  ['C', 'Phalanx: contact'], ['DD / AD', 'Phalanx: the defender / the attacker demoralized'],
  ['1E / 2E', 'Phalanx: the defender loses 1 / 2 units'], ['A1E', 'Phalanx: the attacker loses 1 unit'],
];

const KEYS = [
  ['Click', 'select a unit that can act; click again to clear'], ['Shift-click', 'add a unit to the attack'],
  ['Click a stack', 'spread it to pick a unit'], ['Ctrl-click a green hex', 'a waypoint the move must pass through'], ['Click a highlighted hex', 'move, deploy, or see the odds of an attack'],
  ['N / Shift-N', 'next / previous unit that can act'], ['A', 'the list of legal actions of the selected unit'],
  ['E', 'end the phase'], ['U', 'undo to the last die'], ['Esc', 'clear the selection, close a dialog'],
  ['F', 'fit the map'], ['+ / -, wheel, pinch', 'zoom'], ['Arrows, drag', 'pan'],
  ['H (hold)', 'hide the counters to read the terrain'], ['L', 'hide or show the side panel'], ['?', 'this legend'],
];

function swatchSvg(build) {
  const svg = el('svg', { viewBox: '-20 -20 40 40', width: 34, height: 34, class: 'swatch', 'aria-hidden': 'true' });
  build(svg);
  return svg;
}

function table(rows, head) {
  const t = document.createElement('table');
  t.className = 'legend-table';
  if (head) {
    const tr = document.createElement('tr');
    for (const h of head) { const th = document.createElement('th'); th.textContent = h; tr.append(th); }
    t.append(tr);
  }
  for (const r of rows) {
    const tr = document.createElement('tr');
    for (const c of r) {
      const td = document.createElement('td');
      if (c instanceof Node) td.append(c); else td.textContent = c;
      tr.append(td);
    }
    t.append(tr);
  }
  return t;
}

export function renderLegend(box) {
  box.replaceChildren();
  const h = (t) => { const e = document.createElement('h3'); e.textContent = t; box.append(e); };
  h('Terrain');
  box.append(table(TERRAIN.map(([cls, name]) => [swatchSvg((s) => {
    el('polygon', { points: '0,-18 15.6,-9 15.6,9 0,18 -15.6,9 -15.6,-9', class: 'hex t-' + cls }, s);
    if (cls.includes('wood')) for (const [x, y] of [[-6, -4], [6, -3], [0, 7]]) el('circle', { cx: x, cy: y, r: 4, class: 'tree' }, s);
    if (cls.includes('village')) el('rect', { x: -4, y: -4, width: 8, height: 8, class: 'house' }, s);
  }), name]).concat([
    [swatchSvg((s) => { el('line', { x1: -18, y1: 0, x2: 18, y2: 0, class: 'stream' }, s); }), 'Stream'],
    [swatchSvg((s) => { el('line', { x1: -18, y1: 0, x2: 18, y2: 0, class: 'road' }, s); }), 'Road'],
    [swatchSvg((s) => { el('rect', { x: -4, y: -9, width: 8, height: 18, class: 'bridge' }, s); }), 'Bridge'],
    [swatchSvg((s) => { el('rect', { x: -4, y: -9, width: 8, height: 18, class: 'ford' }, s); }), 'Ford'],
    [swatchSvg((s) => { el('text', { x: 0, y: 8, class: 'letter' }, s).textContent = 'A'; }), 'Lettered hex (set-up and victory)'],
  ])));
  h('Counters');
  const sample = { id: 3, code: 'SD', cls: 'B', side: 0, hex: 0, melee: 4, melee_text: '4', fire: 0, range: 0, ma: 4, leader: 0, bonus: 0, radius: 0, facing: 0, disrupted: true, moved: true };
  const sample2 = { id: 9, code: 'BW', cls: 'Ff', side: 1, hex: 0, melee: 0, melee_text: '.', fire: 2, range: 2, ma: 5, leader: 0, bonus: 0, radius: 0, facing: -1 };
  const lead = { id: 12, code: 'L1', cls: '', side: 0, hex: 0, leader: 1, bonus: 2, radius: 9, ma: 9, facing: -1 };
  const csvg = (u) => swatchSvg((s) => { s.setAttribute('viewBox', '-24 -24 48 48'); s.setAttribute('width', 56); s.setAttribute('height', 56); drawCounter(s, u, 0, 0, { focusable: false }); });
  box.append(table([
    [csvg(sample), 'Code and class on top; NATO symbol; melee value - movement allowance. The tab on the edge is the facing; the letters on top are markers. Orange: the first side; blue: the second.'],
    [csvg(sample2), 'A missile unit: melee value, fire strength (range), movement allowance.'],
    [csvg(lead), 'A leader: bonus and command radius.'],
  ]));
  h('Markers');
  box.append(table(MARKERS));
  h('Combat results');
  box.append(table(RESULTS));
  h('Map highlights');
  box.append(table([['green', 'where the selected unit can go, with the Movement Points it costs'], ['orange', 'a melee target'], ['pink', 'a fire target'], ['dashed orange', 'the hexes of the opponent\'s last action']]));
  h('Keys');
  box.append(table(KEYS));
}
