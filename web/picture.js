// Pictures of the position for forum posts and reports: the map as SVG, and as PNG drawn on a
// canvas element by element (the page's Content-Security-Policy lets no data: or blob: image
// load, so the SVG cannot simply be painted into an <img>).

function save(name, blob) {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = name;
  document.body.append(a);
  a.click();
  setTimeout(() => { URL.revokeObjectURL(a.href); a.remove(); }, 1000);
}

export function downloadText(name, text) {
  save(name, new Blob([text], { type: 'text/plain' }));
}

let mapCss = null;

export async function svgText(svg, hexmap) {
  if (mapCss === null) mapCss = await fetch('/map.css').then((r) => r.text()).catch(() => '');
  const clone = svg.cloneNode(true);
  const style = document.createElementNS('http://www.w3.org/2000/svg', 'style');
  style.textContent = mapCss;
  clone.prepend(style);
  clone.querySelector('#highlights')?.replaceChildren();
  clone.querySelectorAll('.sel-ring').forEach((e) => e.remove());
  clone.removeAttribute('class');
  clone.setAttribute('viewBox', `0 0 ${hexmap.width.toFixed(0)} ${hexmap.height.toFixed(0)}`);
  clone.setAttribute('width', hexmap.width.toFixed(0));
  clone.setAttribute('height', hexmap.height.toFixed(0));
  clone.querySelectorAll('[tabindex]').forEach((e) => { e.removeAttribute('tabindex'); e.removeAttribute('role'); });
  return '<?xml version="1.0" encoding="UTF-8"?>\n' + new XMLSerializer().serializeToString(clone);
}

export async function downloadSvg(svg, hexmap, name) {
  save(name, new Blob([await svgText(svg, hexmap)], { type: 'image/svg+xml' }));
}

function parsePoints(s) {
  return s.trim().split(/\s+/).map((p) => p.split(',').map(Number));
}

// Paints the SVG's shapes on a 2D canvas with their computed styles.
export function paint(svg, hexmap, scale = 1.5) {
  const canvas = document.createElement('canvas');
  canvas.width = Math.ceil(hexmap.width * scale);
  canvas.height = Math.ceil(hexmap.height * scale);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  const root = svg.getScreenCTM().inverse();
  const skip = (e) => e.closest('#highlights') || e.classList.contains('sel-ring') || e.closest('#hexnums');
  for (const e of svg.querySelectorAll('polygon, rect, circle, line, path, text')) {
    if (skip(e)) continue;
    const cs = getComputedStyle(e);
    if (cs.display === 'none' || cs.visibility === 'hidden') continue;
    const m = root.multiply(e.getScreenCTM());
    ctx.setTransform(m.a * scale, m.b * scale, m.c * scale, m.d * scale, m.e * scale, m.f * scale);
    ctx.globalAlpha = Number(cs.opacity || 1);
    const tag = e.tagName.toLowerCase();
    if (tag === 'text') {
      ctx.font = `${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
      const anchor = e.getAttribute('text-anchor') || cs.textAnchor;
      ctx.textAlign = anchor === 'middle' ? 'center' : anchor === 'end' ? 'right' : 'left';
      ctx.fillStyle = cs.fill === 'none' ? '#000' : cs.fill;
      ctx.fillText(e.textContent, Number(e.getAttribute('x') || 0), Number(e.getAttribute('y') || 0));
      continue;
    }
    const p = new Path2D();
    const num = (n) => Number(e.getAttribute(n) || 0);
    if (tag === 'polygon') {
      parsePoints(e.getAttribute('points')).forEach(([x, y], i) => (i ? p.lineTo(x, y) : p.moveTo(x, y)));
      p.closePath();
    } else if (tag === 'rect') p.rect(num('x'), num('y'), num('width'), num('height'));
    else if (tag === 'circle') p.arc(num('cx'), num('cy'), num('r'), 0, Math.PI * 2);
    else if (tag === 'line') { p.moveTo(num('x1'), num('y1')); p.lineTo(num('x2'), num('y2')); }
    else if (tag === 'path') p.addPath(new Path2D(e.getAttribute('d')));
    if (cs.fill && cs.fill !== 'none' && tag !== 'line') { ctx.fillStyle = cs.fill; ctx.fill(p); }
    if (cs.stroke && cs.stroke !== 'none') {
      ctx.strokeStyle = cs.stroke;
      ctx.lineWidth = parseFloat(cs.strokeWidth) || 1;
      ctx.lineCap = cs.strokeLinecap || 'butt';
      const dash = cs.strokeDasharray && cs.strokeDasharray !== 'none' ? cs.strokeDasharray.split(/[ ,]+/).map(parseFloat) : [];
      ctx.setLineDash(dash);
      ctx.stroke(p);
    }
  }
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  return canvas;
}

export async function downloadPng(svg, hexmap, name) {
  // paint at the full-map view box, then put the player's view back
  const saved = { ...hexmap.vb };
  hexmap.vb = { x: 0, y: 0, w: hexmap.width, h: hexmap.height };
  hexmap.applyViewBox();
  const canvas = paint(svg, hexmap);
  hexmap.vb = saved;
  hexmap.applyViewBox();
  const blob = await new Promise((res) => canvas.toBlob(res, 'image/png'));
  save(name, blob);
}
