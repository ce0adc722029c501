// Counters in SPI's manner: unit code and class on top, a NATO-style symbol, combat values and
// movement allowance along the bottom; leaders with bonus and radius; status markers; facing.
import { hexCentre, dirAngle, DIRS } from './hexmap.js';

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

const ESC = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const esc = (t) => String(t ?? '').replace(/[&<>"']/g, (c) => ESC[c]);

function symbol(kind, u) {
  const y = -1, w = 18, h = 11;
  if (kind === 'leader') {
    return `<circle cx="0" cy="${y + 1}" r="6" class="sym"/><text x="0" y="${y + 4}" class="cls">L${esc(u.leader)}</text>`;
  }
  const l = -w / 2, r = w / 2, t = y - h / 2, b = y + h / 2;
  let m = `<rect x="${l}" y="${t}" width="${w}" height="${h}" class="sym"/>`;
  if (kind === 'infantry' || kind === 'elephant') m += `<path d="M${l},${t}L${r},${b}M${l},${b}L${r},${t}" class="sym"/>`;
  if (kind === 'cavalry') m += `<path d="M${l},${b}L${r},${t}" class="sym"/>`;
  if (kind === 'chariot') m += `<circle cx="0" cy="${y}" r="3.5" class="sym"/>`;
  if (kind === 'missile') m += `<path d="M${l + 3},${b - 2} Q0,${t - 3} ${r - 3},${b - 2}" class="sym"/>`;
  if (kind === 'elephant') m += `<text x="0" y="${y + 3.5}" class="cls">E</text>`;
  return m;
}

// One counter centred at (x, y), as SVG markup (a map's worth is parsed at once: much quicker
// than building it element by element). Every text from the server is escaped.
export function counterMarkup(u, x, y, opts = {}) {
  const kind = unitKind(u);
  const cls = ['counter', 'side' + (Number(u.side) === 1 ? 1 : 0), kind];
  if (opts.selected) cls.push('selected');
  if (opts.actionable) cls.push('actionable');
  if (u.disrupted) cls.push('is-disrupted');
  const h = S / 2;
  const focus = opts.focusable === false ? '' : ' tabindex="0" role="button"';
  let m = `<g class="${cls.join(' ')}" transform="translate(${x.toFixed(1)},${y.toFixed(1)})" data-unit="${Number(u.id)}" data-hex="${Number(u.hex)}"${focus} aria-label="${esc(opts.label || '')}" aria-pressed="${opts.selected ? 'true' : 'false'}">`;
  m += `<rect x="${-h}" y="${-h}" width="${S}" height="${S}" rx="${kind === 'leader' ? 7 : 2}" class="body"/>`;
  m += `<rect x="${-h}" y="${-h}" width="3.5" height="${S}" class="band"/>`;
  m += `<text x="-1" y="${-h + 10}" class="code">${esc(u.code)}</text>`;
  m += `<text x="${h - 5}" y="${-h + 9.5}" class="cls">${kind === 'leader' ? '' : esc(u.cls)}</text>`;
  m += symbol(kind, u);
  const vt = valuesText(u);
  m += `<text x="1.5" y="${h - 4}" class="${vt.length > 6 ? 'vals small' : 'vals'}">${esc(vt)}</text>`;
  if (u.facing >= 0) {
    m += `<g transform="rotate(${dirAngle(Number(u.facing))})" class="facing-g"><polygon points="${h + 6},0 ${h},-5 ${h},5" class="facing"/></g>`;
  }
  markers(u, opts.system).forEach(([name, letter], i) => {
    const mx = h - 4 - i * 8.5, my = -h - 1;
    m += `<circle cx="${mx}" cy="${my}" r="4.6" class="mk-bg mk-${name}"/><text x="${mx}" y="${my + 2.5}" class="mk">${letter}</text>`;
  });
  (opts.riders || []).forEach((r, i) => {
    m += `<g class="rider" transform="translate(${-h + 1 + i * 14},${h - 1})"><rect x="0" y="-5" width="13" height="9" class="rider-bg"/><text x="6.5" y="2" class="mk">${esc(r.code)}</text></g>`;
  });
  if (opts.selected) m += `<rect x="${-h - 2.5}" y="${-h - 2.5}" width="${S + 5}" height="${S + 5}" class="sel-ring" rx="3"/>`;
  return m + '</g>';
}

// Draws one counter centred at (x, y) into parent (an SVG element).
export function drawCounter(parent, u, x, y, opts = {}) {
  parent.insertAdjacentHTML('beforeend', counterMarkup(u, x, y, opts));
  return parent.lastElementChild;
}

// Draws every unit on the map: stacks offset with a count; the spread stack fanned out.
export function drawUnits(layer, topLayer, units, opts) {
  const out = [], top = [];
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
      out.push(counterMarkup(u, c.x - off + (n - 1) * 1.75, c.y - off + (n - 1) * 1.75, optsFor(u, n)));
    }
    if (n > 1) {
      const bx = (c.x + S / 2 + (n - 1) * 1.75 - 1).toFixed(1), by = (c.y + S / 2 + (n - 1) * 1.75 - 1).toFixed(1);
      out.push(`<g class="stack-badge" pointer-events="none"><circle cx="${bx}" cy="${by}" r="6" class="stackbadge"/><text x="${bx}" y="${(Number(by) + 3).toFixed(1)}" class="stackcount" text-anchor="middle">${n}</text></g>`);
    }
  }
  if (opts.spread && byHex.has(opts.spread) && byHex.get(opts.spread).length > 1) {
    const stack = byHex.get(opts.spread);
    const c = hexCentre(opts.spread);
    const gap = S + 6, x0 = c.x - (stack.length - 1) * gap / 2;
    top.push(`<rect x="${(x0 - S / 2 - 6).toFixed(1)}" y="${(c.y - S / 2 - 14).toFixed(1)}" width="${((stack.length - 1) * gap + S + 12).toFixed(1)}" height="${S + 20}" class="spread-bg" rx="4" data-spread="${Number(opts.spread)}"/>`);
    stack.forEach((u, i) => top.push(counterMarkup(u, x0 + i * gap, c.y - 2, optsFor(u, 1))));
  }
  layer.innerHTML = out.join('');
  topLayer.innerHTML = top.join('');
  return byHex;
}
