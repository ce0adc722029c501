// Counters in SPI's manner: unit code and class on top, a NATO-style symbol, combat values and
// movement allowance along the bottom; leaders with bonus and radius; status markers; facing.
import { el, hexCentre, dirAngle, DIRS } from './hexmap.js';

export const S = 40; // counter side in map units

const CAVALRY = new Set(['MC', 'LC', 'HC', 'MY', 'OC', 'HB']);
const MISSILE = new Set(['BW', 'IB', 'SK', 'SG', 'CA', 'JV', 'BL']);

export function unitKind(u) {
  if (u.leader > 0) return 'leader';
  if (u.code === 'CH') return 'chariot';
  if (u.code === 'EL') return 'elephant';
  if (CAVALRY.has(u.code)) return 'cavalry';
  if (MISSILE.has(u.code)) return 'missile';
  return 'infantry';
}

export function valuesText(u) {
  if (u.leader > 0) return `+${u.bonus} r${u.radius}`;
  const m = u.melee_text ?? String(u.melee);
  if (u.fire > 0) return `${m} ${u.fire}(${u.range}) ${u.ma}`;
  return `${m}-${u.ma}`;
}

export function markers(u, system) {
  const m = [];
  if (u.disrupted) m.push(['disrupted', system === 'phalanx' ? 'Dm' : 'D', system === 'phalanx' ? 'demoralized' : 'disrupted']);
  if (u.panicked) m.push(['panicked', 'P', 'panicked']);
  if (u.contact) m.push(['contact', 'C', 'in contact']);
  if (u.fired) m.push(['fired', 'F', 'fired']);
  if (u.moved) m.push(['moved', 'M', 'moved']);
  if (u.attacked) m.push(['attacked', 'A', 'attacked']);
  return m;
}

export function unitLabel(u, system, sides) {
  const side = sides ? sides[u.side] : 'side ' + u.side;
  const where = u.on_map ? 'in ' + String(u.hex).padStart(4, '0') : u.eliminated ? 'eliminated' : u.exited ? 'exited' : 'waiting to enter';
  const mk = markers(u, system).map((x) => x[2]).join(', ');
  const face = u.facing >= 0 ? ', facing ' + DIRS[u.facing] : '';
  return `${side} unit ${u.id}: ${u.name || u.code} (${u.code}, class ${u.cls}), ${valuesText(u)}, ${where}${face}${mk ? ', ' + mk : ''}`;
}

function symbol(g, kind, u) {
  const y = -1, w = 18, h = 11;
  if (kind === 'leader') {
    el('circle', { cx: 0, cy: y + 1, r: 6, class: 'sym' }, g);
    el('text', { x: 0, y: y + 4, class: 'cls' }, g).textContent = 'L' + u.leader;
    return;
  }
  el('rect', { x: -w / 2, y: y - h / 2, width: w, height: h, class: 'sym' }, g);
  const l = -w / 2, r = w / 2, t = y - h / 2, b = y + h / 2;
  if (kind === 'infantry' || kind === 'elephant') {
    el('line', { x1: l, y1: t, x2: r, y2: b, class: 'sym' }, g);
    el('line', { x1: l, y1: b, x2: r, y2: t, class: 'sym' }, g);
  }
  if (kind === 'cavalry') el('line', { x1: l, y1: b, x2: r, y2: t, class: 'sym' }, g);
  if (kind === 'chariot') el('circle', { cx: 0, cy: y, r: 3.5, class: 'sym' }, g);
  if (kind === 'missile') {
    el('path', { d: `M${l + 3},${b - 2} Q0,${t - 3} ${r - 3},${b - 2}`, class: 'sym' }, g);
  }
  if (kind === 'elephant') el('text', { x: 0, y: y + 3.5, class: 'cls' }, g).textContent = 'E';
}

// Draws one counter centred at (x, y); returns its group.
export function drawCounter(parent, u, x, y, opts = {}) {
  const kind = unitKind(u);
  const cls = ['counter', 'side' + u.side, kind];
  if (opts.selected) cls.push('selected');
  if (opts.actionable) cls.push('actionable');
  if (u.disrupted) cls.push('is-disrupted');
  const g = el('g', {
    class: cls.join(' '), transform: `translate(${x.toFixed(1)},${y.toFixed(1)})`,
    'data-unit': u.id, 'data-hex': u.hex, tabindex: opts.focusable === false ? null : '0', role: 'button',
    'aria-label': opts.label || '', 'aria-pressed': opts.selected ? 'true' : 'false',
  }, parent);
  const h = S / 2;
  el('rect', { x: -h, y: -h, width: S, height: S, rx: kind === 'leader' ? 7 : 2, class: 'body' }, g);
  el('rect', { x: -h, y: -h, width: 3.5, height: S, class: 'band' }, g);
  el('text', { x: -1, y: -h + 10, class: 'code' }, g).textContent = u.code;
  el('text', { x: h - 5, y: -h + 9.5, class: 'cls' }, g).textContent = kind === 'leader' ? '' : u.cls;
  symbol(g, kind, u);
  const vt = valuesText(u);
  el('text', { x: 1.5, y: h - 4, class: vt.length > 6 ? 'vals small' : 'vals' }, g).textContent = vt;
  if (u.facing >= 0) {
    const fg = el('g', { transform: `rotate(${dirAngle(u.facing)})`, class: 'facing-g' }, g);
    el('polygon', { points: `${h + 6},0 ${h},-5 ${h},5`, class: 'facing' }, fg);
  }
  const mk = markers(u, opts.system);
  mk.forEach(([name, letter], i) => {
    const mx = h - 4 - i * 8.5, my = -h - 1;
    el('circle', { cx: mx, cy: my, r: 4.6, class: 'mk-bg mk-' + name }, g);
    el('text', { x: mx, y: my + 2.5, class: 'mk' }, g).textContent = letter;
  });
  (opts.riders || []).forEach((r, i) => {
    const rg = el('g', { class: 'rider', transform: `translate(${-h + 1 + i * 14},${h - 1})` }, g);
    el('rect', { x: 0, y: -5, width: 13, height: 9, class: 'rider-bg' }, rg);
    el('text', { x: 6.5, y: 2, class: 'mk' }, rg).textContent = r.code;
  });
  if (opts.selected) el('rect', { x: -h - 2.5, y: -h - 2.5, width: S + 5, height: S + 5, class: 'sel-ring', rx: 3 }, g);
  return g;
}

// Draws every unit on the map: stacks offset with a count; the spread stack fanned out.
export function drawUnits(layer, topLayer, units, opts) {
  layer.replaceChildren();
  topLayer.replaceChildren();
  const byHex = new Map();
  // units riding a chariot [C1.0] are drawn on it, not beside it
  const riders = new Map();
  for (const u of units) {
    if (u.carrier >= 0 && !u.eliminated) {
      if (!riders.has(u.carrier)) riders.set(u.carrier, []);
      riders.get(u.carrier).push(u);
    }
  }
  const optsFor = (u, n) => ({ ...opts.optsFor(u, n), riders: riders.get(u.id) || [] });
  for (const u of units) {
    if (!u.on_map || u.eliminated || u.exited || !(u.hex > 0) || u.carrier >= 0) continue;
    if (!byHex.has(u.hex)) byHex.set(u.hex, []);
    byHex.get(u.hex).push(u);
  }
  for (const [hex, stack] of byHex) {
    const c = hexCentre(hex);
    if (opts.spread === hex && stack.length > 1) continue;
    const n = stack.length;
    // the first listed unit is the top of the stack: draw it last
    for (let i = n - 1; i >= 0; i--) {
      const u = stack[i];
      const off = i * 3.5;
      drawCounter(layer, u, c.x - off + (n - 1) * 1.75, c.y - off + (n - 1) * 1.75, optsFor(u, n));
    }
    if (n > 1) {
      const bx = c.x + S / 2 + (n - 1) * 1.75 - 1, by = c.y + S / 2 + (n - 1) * 1.75 - 1;
      const b = el('g', { class: 'stack-badge', 'pointer-events': 'none' }, layer);
      el('circle', { cx: bx, cy: by, r: 6, class: 'stackbadge' }, b);
      el('text', { x: bx, y: by + 3, class: 'stackcount', 'text-anchor': 'middle' }, b).textContent = String(n);
    }
  }
  if (opts.spread && byHex.has(opts.spread) && byHex.get(opts.spread).length > 1) {
    const stack = byHex.get(opts.spread);
    const c = hexCentre(opts.spread);
    const gap = S + 6, x0 = c.x - (stack.length - 1) * gap / 2;
    const bg = el('rect', {
      x: x0 - S / 2 - 6, y: c.y - S / 2 - 14, width: (stack.length - 1) * gap + S + 12, height: S + 20,
      class: 'spread-bg', rx: 4,
    }, topLayer);
    bg.setAttribute('data-spread', opts.spread);
    stack.forEach((u, i) => drawCounter(topLayer, u, x0 + i * gap, c.y - 2, optsFor(u, 1)));
  }
  return byHex;
}
