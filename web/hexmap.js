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

    this.hexEls = new Map();
    for (const h of this.map.hexes) {
      const cls = 'hex t-' + terrainClass(h.terrain) + (h.impassable ? ' impassable' : '');
      const p = el('polygon', { points: hexPoints(h.hex), class: cls, 'data-hex': h.hex }, this.gTerrain);
      this.hexEls.set(h.hex, p);
      const c = hexCentre(h.hex);
      const tc = terrainClass(h.terrain);
      if (tc === 'woods' || tc === 'wooded-slope' || tc === 'wooded-hilltop') {
        for (const [dx, dy] of [[-9, -6], [8, -4], [0, 9]]) el('circle', { cx: c.x + dx, cy: c.y + dy, r: 5.5, class: 'tree' }, this.gFeatures);
      }
      if (tc === 'village' || tc === 'hilltop-village') {
        el('rect', { x: c.x - 8, y: c.y - 4, width: 7, height: 7, class: 'house' }, this.gFeatures);
        el('rect', { x: c.x + 2, y: c.y - 8, width: 7, height: 7, class: 'house' }, this.gFeatures);
        el('rect', { x: c.x - 2, y: c.y + 4, width: 7, height: 7, class: 'house' }, this.gFeatures);
      }
      if (tc === 'swamp') {
        for (const dy of [-8, 0, 8]) el('path', { d: `M${c.x - 9},${c.y + dy} h6 m3,0 h6`, class: 'marsh' }, this.gFeatures);
      }
      el('text', { x: c.x, y: c.y - R * 0.62, class: 'hexnum' }, this.gNumbers).textContent = String(h.hex).padStart(4, '0');
      if (h.letter) {
        el('text', { x: c.x, y: c.y + 9, class: 'letter' }, this.gLetters).textContent = h.letter;
      }
    }
    // streams and roads: lines between the centres of adjacent hexes carrying them
    const seen = new Set();
    const linkLayer = (test, cls, explicit) => {
      for (const h of this.map.hexes) {
        if (!test(h)) continue;
        const targets = explicit ? (explicit(h) || []) : this.neighboursOf(h.hex).filter((n) => n && test(this.byHex.get(n) || {}));
        for (const n of targets) {
          const key = cls + Math.min(h.hex, n) + '-' + Math.max(h.hex, n);
          if (seen.has(key)) continue;
          seen.add(key);
          const a = hexCentre(h.hex), b = hexCentre(n);
          el('line', { x1: a.x, y1: a.y, x2: b.x, y2: b.y, class: cls }, this.gFeatures);
        }
      }
    };
    const isStream = (h) => h.stream === true || flag(h, 'ford') || flag(h, 'bridge');
    linkLayer(isStream, 'stream');
    for (const h of this.map.hexes) {
      if (isStream(h)) {
        const c = hexCentre(h.hex);
        el('circle', { cx: c.x, cy: c.y, r: 3.2, class: 'stream-dot' }, this.gFeatures);
      }
    }
    const roadLinks = (h) => (Array.isArray(h.roads) ? h.roads : null);
    const anyRoadList = this.map.hexes.some((h) => Array.isArray(h.roads));
    linkLayer((h) => h.road === true, 'road', anyRoadList ? roadLinks : null);
    for (const h of this.map.hexes) {
      const c = hexCentre(h.hex);
      if (flag(h, 'bridge')) el('rect', { x: c.x - 4, y: c.y - 9, width: 8, height: 18, class: 'bridge' }, this.gFeatures);
      else if (flag(h, 'ford')) el('rect', { x: c.x - 4, y: c.y - 9, width: 8, height: 18, class: 'ford' }, this.gFeatures);
    }
  }

  // -- view box ----------------------------------------------------------------------------
  applyViewBox() {
    const v = this.vb;
    this.svg.setAttribute('viewBox', `${v.x.toFixed(1)} ${v.y.toFixed(1)} ${v.w.toFixed(1)} ${v.h.toFixed(1)}`);
    const px = this.svg.clientWidth || 1000;
    const scale = px / v.w;           // screen pixels per map unit
    this.svg.classList.toggle("zoom-hi", scale > 1.1);
    this.svg.classList.toggle('zoom-lo', scale < 0.55);
  }

  fit() {
    const bw = this.svg.clientWidth || 1000, bh = this.svg.clientHeight || 700;
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
    const bw = this.svg.clientWidth || 1000, bh = this.svg.clientHeight || 700;
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
    svg.addEventListener('pointerdown', (e) => {
      ptrs.set(e.pointerId, { x: e.clientX, y: e.clientY });
      if (ptrs.size === 1) { start = { x: e.clientX, y: e.clientY }; this.dragged = false; }
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
      if (start && (this.dragged || Math.hypot(e.clientX - start.x, e.clientY - start.y) > 5)) {
        if (!this.dragged) svg.setPointerCapture?.(e.pointerId);
        this.dragged = true;
        svg.classList.add('panning');
        this.pan(e.clientX - prev.x, e.clientY - prev.y);
      }
    });
    const up = (e) => {
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
    window.addEventListener('resize', () => this.applyViewBox());
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

