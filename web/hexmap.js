// The map as SVG: hex geometry, terrain, lettered hexes, pan and zoom.
// Geometry (src/core/hex.h): pointy-topped hexes named CCRR, rows with EVEN RR shifted half a
// hex east. The server's `neighbours` (E NE NW W SW SE) are authoritative; the browser test
// checks that every neighbour drawn here lies one hex-width away.

export const SVGNS = 'http://www.w3.org/2000/svg';
export const R = 30;                      // circumradius in map units
export const W = Math.sqrt(3) * R;        // hex width (centre to centre along a row)
export const DIRS = ['E', 'NE', 'NW', 'W', 'SW', 'SE'];
const MARGIN = 24;

export function el(name, attrs = {}, parent = null) {
  const e = document.createElementNS(SVGNS, name);
  for (const [k, v] of Object.entries(attrs)) if (v !== undefined && v !== null) e.setAttribute(k, v);
  if (parent) parent.appendChild(e);
  return e;
}

export function hexCentre(hex) {
  const cc = Math.floor(hex / 100), rr = hex % 100;
  return {
    x: MARGIN + W / 2 + (cc - 1) * W + (rr % 2 === 0 ? W / 2 : 0),
    y: MARGIN + R + (rr - 1) * 1.5 * R,
  };
}

export function hexPoints(hex, r = R) {
  const c = hexCentre(hex);
  const pts = [];
  for (let i = 0; i < 6; i++) {
    const a = Math.PI / 180 * (60 * i - 30);
    pts.push((c.x + r * Math.cos(a)).toFixed(2) + ',' + (c.y + r * Math.sin(a)).toFixed(2));
  }
  return pts.join(' ');
}

// The angle (degrees, SVG's clockwise y-down sense) that faces hexside DIR index d.
export function dirAngle(d) {
  return -60 * d;
}

export function hexLabel(hex) {
  return String(hex).padStart(4, '0');
}

// Terrain as a class name, read from the server's terrain string (e.g. "wooded slope").
export function terrainClass(t) {
  const s = String(t || 'clear').toLowerCase();
  if (s.includes('lake') || s.includes('sea')) return 'lake';
  if (s.includes('river')) return 'river';
  if (s.includes('swamp')) return 'swamp';
  if (s.includes('hill') && s.includes('village')) return 'hilltop-village';
  if (s.includes('wood') && s.includes('hill')) return 'wooded-hilltop';
  if (s.includes('wood') && s.includes('slope')) return 'wooded-slope';
  if (s.includes('village')) return 'village';
  if (s.includes('wood')) return 'woods';
  if (s.includes('hill')) return 'hilltop';
  if (s.includes('slope')) return 'slope';
  return 'clear';
}

function flag(h, name) {
  if (h[name] === true) return true;
  const t = String(h.terrain || '').toLowerCase() + ' ' + String(h.water || '').toLowerCase();
  return t.includes(name);
}

export class HexMap {
  constructor(svg, map, opts = {}) {
    this.svg = svg;
    this.map = map;
    this.opts = opts;
    // the box is read before the map is put in, so no layout of the map is forced here
    this.box = { w: svg.clientWidth || 1000, h: svg.clientHeight || 700 };
    this.byHex = new Map();
    for (const h of map.hexes) this.byHex.set(h.hex, h);
    this.neighbours = new Map();
    if (Array.isArray(map.neighbours)) {
      // either [[hex, [6 neighbours]], ...] or a list parallel to hexes, or {hex: [...]}
      map.neighbours.forEach((n, i) => {
        if (Array.isArray(n) && n.length === 2 && Array.isArray(n[1])) this.neighbours.set(n[0], n[1]);
        else if (Array.isArray(n)) this.neighbours.set(map.hexes[i].hex, n);
        else if (n && n.hex) this.neighbours.set(n.hex, n.neighbours);
      });
    } else if (map.neighbours && typeof map.neighbours === 'object') {
      for (const [k, v] of Object.entries(map.neighbours)) this.neighbours.set(Number(k), v);
    }
    for (const h of map.hexes) if (Array.isArray(h.neighbours)) this.neighbours.set(h.hex, h.neighbours);
    let maxX = 0, maxY = 0;
    for (const h of map.hexes) {
      const c = hexCentre(h.hex);
      maxX = Math.max(maxX, c.x + W); maxY = Math.max(maxY, c.y + R);
    }
    this.width = maxX + MARGIN;
    this.height = maxY + MARGIN;
    this.draw();
    this.vb = { x: 0, y: 0, w: this.width, h: this.height };
    this.fit();
    this.installPanZoom();
  }

  neighboursOf(hex) {
    const n = this.neighbours.get(hex);
    if (n) return n;
    // fallback from the engine's rule when the server gave none
    const cc = Math.floor(hex / 100), rr = hex % 100, odd = rr % 2 === 1;
    const d = odd ? [[1, 0], [0, -1], [-1, -1], [-1, 0], [-1, 1], [0, 1]]
                  : [[1, 0], [1, -1], [0, -1], [-1, 0], [0, 1], [1, 1]];
    return d.map(([dc, dr]) => {
      const h = (cc + dc) * 100 + rr + dr;
      return this.byHex.has(h) ? h : 0;
    });
  }

  // Builds the terrain as markup, one assignment per layer: far quicker than an element at a
  // time for the 1,000-odd hexes of a mapsheet. Every value written is a number or a class
  // name from terrainClass, or a letter checked to be A-Z.
  draw() {
    const svg = this.svg;
    svg.replaceChildren();
    svg.setAttribute('xmlns', SVGNS);
    this.gRoot = el('g', { id: 'map-root' }, svg);
    this.gTerrain = el('g', { id: 'terrain' }, this.gRoot);
    this.gFeatures = el('g', { id: 'features', 'pointer-events': 'none' }, this.gRoot);
    this.gHighlight = el('g', { id: 'highlights' }, this.gRoot);
    this.gNumbers = el('g', { id: 'hexnums', 'pointer-events': 'none' }, this.gRoot);
    this.gLetters = el('g', { id: 'letters', 'pointer-events': 'none' }, this.gRoot);
    this.gCounters = el('g', { id: 'counters' }, this.gRoot);
    this.gTop = el('g', { id: 'top' }, this.gRoot);

    // one path per terrain kind and one for the trees, villages and marshes: a few dozen
    // elements instead of thousands keeps the first layout quick; hexes are found from the
    // pointer's position (hexAtScreen), not from elements
    const byClass = new Map(), trees = [], houses = [], marsh = [], letters = [];
    const f = (x) => x.toFixed(1);
    for (const h of this.map.hexes) {
      const tc = terrainClass(h.terrain) + (h.impassable ? ' impassable' : '');
      const hex = Number(h.hex);
      if (!byClass.has(tc)) byClass.set(tc, []);
      byClass.get(tc).push('M' + hexPoints(hex).replace(/ /g, 'L') + 'Z');
      const c = hexCentre(hex);
      const k = terrainClass(h.terrain);
      if (k === 'woods' || k === 'wooded-slope' || k === 'wooded-hilltop') {
        for (const [dx, dy] of [[-9, -6], [8, -4], [0, 9]]) trees.push(`M${f(c.x + dx + 5.5)},${f(c.y + dy)}a5.5,5.5 0 1,0 -11,0a5.5,5.5 0 1,0 11,0`);
      }
      if (k === 'village' || k === 'hilltop-village') {
        for (const [dx, dy] of [[-8, -4], [2, -8], [-2, 4]]) houses.push(`M${f(c.x + dx)},${f(c.y + dy)}h7v7h-7z`);
      }
      if (k === 'swamp') for (const dy of [-8, 0, 8]) marsh.push(`M${f(c.x - 9)},${f(c.y + dy)}h6m3,0h6`);
      if (h.letter && /^[A-Z]$/.test(h.letter)) letters.push(`<text x="${f(c.x)}" y="${f(c.y + 9)}" class="letter">${h.letter}</text>`);
    }
    const terrain = [];
    for (const [cls, ds] of byClass) terrain.push(`<path class="hex t-${cls}" d="${ds.join('')}"/>`);
    const features = [];
    if (trees.length) features.push(`<path class="tree" d="${trees.join('')}"/>`);
    if (houses.length) features.push(`<path class="house" d="${houses.join('')}"/>`);
    if (marsh.length) features.push(`<path class="marsh" d="${marsh.join('')}"/>`);
    // streams and roads: lines between the centres of adjacent hexes carrying them
    const seen = new Set();
    const lines = [];
    const linkLayer = (test, cls) => {
      for (const h of this.map.hexes) {
        if (!test(h)) continue;
        for (const n of this.neighboursOf(h.hex)) {
          if (!n || !test(this.byHex.get(n) || {})) continue;
          const key = cls + Math.min(h.hex, n) + '-' + Math.max(h.hex, n);
          if (seen.has(key)) continue;
          seen.add(key);
          const a = hexCentre(h.hex), b = hexCentre(n);
          lines.push(`<line x1="${f(a.x)}" y1="${f(a.y)}" x2="${f(b.x)}" y2="${f(b.y)}" class="${cls}"/>`);
        }
      }
    };
    const isStream = (h) => h.stream === true || flag(h, 'ford') || flag(h, 'bridge');
    linkLayer(isStream, 'stream');
    for (const h of this.map.hexes) {
      if (!isStream(h)) continue;
      const c = hexCentre(h.hex);
      lines.push(`<circle cx="${f(c.x)}" cy="${f(c.y)}" r="3.2" class="stream-dot"/>`);
    }
    linkLayer((h) => h.road === true, 'road');
    for (const h of this.map.hexes) {
      const c = hexCentre(h.hex);
      const cls = flag(h, 'bridge') ? 'bridge' : flag(h, 'ford') ? 'ford' : null;
      if (cls) lines.push(`<rect x="${f(c.x - 4)}" y="${f(c.y - 9)}" width="8" height="18" class="${cls}"/>`);
    }
    this.gTerrain.innerHTML = terrain.join('');
    this.gFeatures.innerHTML = features.join('') + lines.join('');
    this.numbersBuilt = false;
    this.gLetters.innerHTML = letters.join('');
  }

  // Hex numbers are drawn the first time the map is zoomed in far enough to read them.
  buildNumbers() {
    const f = (x) => x.toFixed(1);
    const out = [];
    for (const h of this.map.hexes) {
      const c = hexCentre(h.hex);
      out.push(`<text x="${f(c.x)}" y="${f(c.y - R * 0.62)}" class="hexnum">${String(Number(h.hex)).padStart(4, '0')}</text>`);
    }
    this.gNumbers.innerHTML = out.join('');
    this.numbersBuilt = true;
  }

  // -- view box ----------------------------------------------------------------------------
  applyViewBox() {
    const v = this.vb;
    this.svg.setAttribute('viewBox', `${v.x.toFixed(1)} ${v.y.toFixed(1)} ${v.w.toFixed(1)} ${v.h.toFixed(1)}`);
    const scale = this.box.w / v.w;           // screen pixels per map unit
    this.svg.classList.toggle('zoom-hi', scale > 1.1);
    if (scale > 1.1 && !this.numbersBuilt) this.buildNumbers();
    this.svg.classList.toggle('zoom-lo', scale < 0.55);
  }

  fit() {
    const bw = this.box.w, bh = this.box.h;
    const s = Math.min(bw / this.width, bh / this.height);
    const w = bw / s, h = bh / s;
    this.vb = { x: (this.width - w) / 2, y: (this.height - h) / 2, w, h };
    this.applyViewBox();
  }

  // Fits the given hexes (the units on the map) with a margin, no further out than the whole map
  // and no closer than counters need.
  fitHexes(hexes, minPx = 0.9) {
    if (!hexes.length) return this.fit();
    let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
    for (const h of hexes) {
      const c = hexCentre(h);
      x0 = Math.min(x0, c.x); y0 = Math.min(y0, c.y); x1 = Math.max(x1, c.x); y1 = Math.max(y1, c.y);
    }
    x0 -= 3 * W; x1 += 3 * W; y0 -= 3 * R; y1 += 3 * R;
    const bw = this.box.w, bh = this.box.h;
    let s = Math.min(bw / (x1 - x0), bh / (y1 - y0));
    s = Math.max(s, Math.min(bw / this.width, bh / this.height));
    s = Math.max(s, Math.min(minPx, 1.6));
    const w = bw / s, h = bh / s;
    this.vb = { x: (x0 + x1) / 2 - w / 2, y: (y0 + y1) / 2 - h / 2, w, h };
    this.applyViewBox();
  }

  zoomAt(factor, sx, sy) {
    const rect = this.svg.getBoundingClientRect();
    const fx = rect.width ? (sx - rect.left) / rect.width : 0.5;
    const fy = rect.height ? (sy - rect.top) / rect.height : 0.5;
    const v = this.vb;
    const nw = Math.min(Math.max(v.w * factor, 120), this.width * 3);
    const nh = nw * (v.h / v.w);
    this.vb = { x: v.x + (v.w - nw) * fx, y: v.y + (v.h - nh) * fy, w: nw, h: nh };
    this.applyViewBox();
  }

  zoom(factor) {
    const rect = this.svg.getBoundingClientRect();
    this.zoomAt(factor, rect.left + rect.width / 2, rect.top + rect.height / 2);
  }

  pan(dxPx, dyPx) {
    const rect = this.svg.getBoundingClientRect();
    const k = this.vb.w / (rect.width || 1);
    this.vb.x -= dxPx * k;
    this.vb.y -= dyPx * k;
    this.applyViewBox();
  }

  centreOn(hex) {
    const c = hexCentre(hex);
    this.vb.x = c.x - this.vb.w / 2;
    this.vb.y = c.y - this.vb.h / 2;
    this.applyViewBox();
  }

  installPanZoom() {
    const svg = this.svg;
    svg.addEventListener('wheel', (e) => {
      e.preventDefault();
      this.zoomAt(Math.exp(e.deltaY * 0.0015), e.clientX, e.clientY);
    }, { passive: false });
    const ptrs = new Map();
    let start = null, pinch = null;
    this.dragged = false;
    let carry = null;   // a counter being dragged to a hex (the page's onCarry hooks)
    svg.addEventListener('pointerdown', (e) => {
      ptrs.set(e.pointerId, { x: e.clientX, y: e.clientY });
      if (ptrs.size === 1) { start = { x: e.clientX, y: e.clientY }; this.dragged = false; }
      const c = e.target.closest && e.target.closest('.counter');
      carry = ptrs.size === 1 && c && this.onCarryStart && this.onCarryStart(Number(c.dataset.unit)) ? { el: c, unit: Number(c.dataset.unit), base: c.getAttribute('transform') } : null;
      if (ptrs.size === 2) {
        const [a, b] = [...ptrs.values()];
        pinch = { d: Math.hypot(a.x - b.x, a.y - b.y), mx: (a.x + b.x) / 2, my: (a.y + b.y) / 2 };
      }
    });
    svg.addEventListener('pointermove', (e) => {
      if (!ptrs.has(e.pointerId)) return;
      const prev = ptrs.get(e.pointerId);
      ptrs.set(e.pointerId, { x: e.clientX, y: e.clientY });
      if (ptrs.size === 2 && pinch) {
        const [a, b] = [...ptrs.values()];
        const d = Math.hypot(a.x - b.x, a.y - b.y);
        if (d > 0 && pinch.d > 0) this.zoomAt(pinch.d / d, (a.x + b.x) / 2, (a.y + b.y) / 2);
        pinch.d = d;
        this.dragged = true;
        return;
      }
      if (carry && start && (this.dragged || Math.hypot(e.clientX - start.x, e.clientY - start.y) > 5)) {
        if (!this.dragged && this.onCarryBegin) this.onCarryBegin(carry.unit);
        this.dragged = true;
        if (!carry.el.isConnected) {
          // redrawn meanwhile (the selection): follow the new counter
          const n = svg.querySelector(`#counters .counter[data-unit="${carry.unit}"]`);
          if (n) { carry.el = n; carry.base = n.getAttribute('transform'); }
        }
        const a = this.toMap(start.x, start.y), b = this.toMap(e.clientX, e.clientY);
        carry.el.setAttribute('transform', `translate(${(b.x - a.x).toFixed(1)},${(b.y - a.y).toFixed(1)}) ${carry.base}`);
        carry.el.classList.add('carried');
        return;
      }
      if (start && (this.dragged || Math.hypot(e.clientX - start.x, e.clientY - start.y) > 5)) {
        if (!this.dragged) svg.setPointerCapture?.(e.pointerId);
        this.dragged = true;
        svg.classList.add('panning');
        this.pan(e.clientX - prev.x, e.clientY - prev.y);
      }
    });
    const up = (e) => {
      if (carry && this.dragged && e.type === 'pointerup') {
        const hex = this.hexAtScreen(e.clientX, e.clientY);
        carry.el.setAttribute('transform', carry.base);
        carry.el.classList.remove('carried');
        if (hex && this.onCarryEnd) this.onCarryEnd(carry.unit, hex, e);
      }
      carry = null;
      ptrs.delete(e.pointerId);
      if (ptrs.size < 2) pinch = null;
      if (ptrs.size === 0) { start = null; svg.classList.remove('panning'); }
    };
    svg.addEventListener('pointerup', up);
    svg.addEventListener('pointercancel', up);
    // a click that ends a drag is not a click on the map
    svg.addEventListener('click', (e) => {
      if (this.dragged) { e.stopPropagation(); e.preventDefault(); this.dragged = false; }
    }, true);
    window.addEventListener('resize', () => this.resized());
  }

  // the map's box changed (a window resize, the side panel hidden): keep the scale
  resized() {
    const w = this.svg.clientWidth || this.box.w, h = this.svg.clientHeight || this.box.h;
    const k = this.vb.w / this.box.w;
    this.box = { w, h };
    this.vb.w = w * k;
    this.vb.h = h * k;
    this.applyViewBox();
  }

  centre(hex) {
    return hexCentre(hex);
  }

  // the screen point of a hex's centre
  screenPoint(hex) {
    const c = hexCentre(hex);
    const rect = this.svg.getBoundingClientRect();
    return {
      x: rect.left + (c.x - this.vb.x) / this.vb.w * rect.width,
      y: rect.top + (c.y - this.vb.y) / this.vb.h * rect.height,
    };
  }

  // map units from a screen point
  toMap(sx, sy) {
    const rect = this.svg.getBoundingClientRect();
    return {
      x: this.vb.x + (sx - rect.left) / rect.width * this.vb.w,
      y: this.vb.y + (sy - rect.top) / rect.height * this.vb.h,
    };
  }

  hexAtScreen(sx, sy) {
    const p = this.toMap(sx, sy);
    let best = 0, bd = Infinity;
    const rr = Math.round((p.y - MARGIN - R) / (1.5 * R)) + 1;
    for (let r = rr - 1; r <= rr + 1; r++) {
      const cc = Math.round((p.x - MARGIN - W / 2 - (r % 2 === 0 ? W / 2 : 0)) / W) + 1;
      for (let c = cc - 1; c <= cc + 1; c++) {
        const h = c * 100 + r;
        if (!this.byHex.has(h)) continue;
        const q = hexCentre(h);
        const d = Math.hypot(q.x - p.x, q.y - p.y);
        if (d < bd) { bd = d; best = h; }
      }
    }
    return bd <= R ? best : 0;
  }

  clearHighlights() {
    this.gHighlight.replaceChildren();
  }

  highlight(hex, cls, label) {
    const g = el('g', { class: 'hl ' + cls, 'data-hex': hex }, this.gHighlight);
    el('polygon', { points: hexPoints(hex, R - 2.5) }, g);
    if (label !== undefined && label !== null && label !== '') {
      const c = hexCentre(hex);
      el('text', { x: c.x, y: c.y + R * 0.78, class: 'hl-label' }, g).textContent = label;
    }
    return g;
  }
}

