#!/usr/bin/env node
/**
 * Draws the demo catalogue's produce photos as flat-style SVG still lifes and rasterises
 * them with sharp to 800×600 WebP in apps/server/assets/demo-products/.
 *
 * The machine that builds KisanSetu has no internet, and the demo data must not point at
 * outside URLs, so the pictures are drawn rather than downloaded. Every random choice comes
 * from a PRNG seeded with the file name, so a re-run produces the same pictures.
 *
 *   node apps/server/scripts/make-demo-photos.mjs                 all pictures
 *   node apps/server/scripts/make-demo-photos.mjs onion tomato    only names containing these words
 *   node apps/server/scripts/make-demo-photos.mjs --png /tmp/look  also write PNG copies for review
 */
import { mkdir, readdir, unlink, writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import path from 'node:path'
import sharp from 'sharp'

const OUT_DIR = fileURLToPath(new URL('../assets/demo-products/', import.meta.url))
const WIDTH = 800
const HEIGHT = 600
const WEBP_QUALITY = 72

/* ------------------------------------------------------------------ helpers */

/** Rounds for compact SVG text. */
const f = (n, digits = 1) => Number(n.toFixed(digits))

/** mulberry32, seeded from a string hash: same name, same picture. */
function seededRandom(seed) {
  let a = 2166136261
  for (const ch of seed) a = Math.imul(a ^ ch.charCodeAt(0), 16777619)
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Drawing context of one picture: its random stream and its shared gradient definitions. */
class Canvas {
  constructor(seed) {
    this.random = seededRandom(seed)
    this.defs = new Map()
  }

  r(min, max) {
    return min + (max - min) * this.random()
  }

  pick(list) {
    return list[Math.floor(this.random() * list.length)]
  }

  /** Registers a linear gradient (bounding-box units) once and returns its fill reference. */
  lin(id, stops, [x1, y1, x2, y2] = [0, 0, 0, 1]) {
    if (!this.defs.has(id)) {
      this.defs.set(id, `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsMarkup(stops)}</linearGradient>`)
    }
    return `url(#${id})`
  }

  /** Registers a radial gradient (bounding-box units) once and returns its fill reference. */
  rad(id, stops, { cx = 0.4, cy = 0.35, r = 0.75 } = {}) {
    if (!this.defs.has(id)) {
      this.defs.set(id, `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stopsMarkup(stops)}</radialGradient>`)
    }
    return `url(#${id})`
  }

  def(id, markup) {
    if (!this.defs.has(id)) this.defs.set(id, markup)
    return `url(#${id})`
  }
}

const stopsMarkup = (stops) =>
  stops
    .map(([offset, color, opacity]) =>
      opacity === undefined
        ? `<stop offset="${offset}" stop-color="${color}"/>`
        : `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity}"/>`,
    )
    .join('')

const place = (x, y, s, rot, inner) => `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(rot)}) scale(${f(s, 3)})">${inner}</g>`

/** A smooth closed path through the points (Catmull-Rom turned into cubic Béziers). */
function smoothClosed(points) {
  const n = points.length
  let d = `M${f(points[0][0])},${f(points[0][1])}`
  for (let i = 0; i < n; i++) {
    const p0 = points[(i - 1 + n) % n]
    const p1 = points[i]
    const p2 = points[(i + 1) % n]
    const p3 = points[(i + 2) % n]
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6]
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6]
    d += `C${f(c1[0])},${f(c1[1])} ${f(c2[0])},${f(c2[1])} ${f(p2[0])},${f(p2[1])}`
  }
  return `${d}Z`
}

/** Points on an ellipse with a little random wobble, for hand-drawn looking outlines. */
function wobblyEllipse(c, rx, ry, count, wobble) {
  return Array.from({ length: count }, (_, i) => {
    const a = (i / count) * Math.PI * 2
    const k = 1 + c.r(-wobble, wobble)
    return [Math.cos(a) * rx * k, Math.sin(a) * ry * k]
  })
}

function shadow(c, cx, cy, rx, ry, opacity = 0.22) {
  c.def('blur', '<filter id="blur" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="9"/></filter>')
  return `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="#3b2a1a" opacity="${opacity}" filter="url(#blur)"/>`
}

/**
 * Scatters items over a mound: an elliptical footprint (half-height `ry` around `baseY`)
 * with a dome of height `h` above it. Items are drawn back to front so the heap reads as 3-D.
 */
function mound(c, { cx, baseY, rx, ry, h, count, spread = 0.94 }, draw) {
  const items = []
  let guard = 0
  while (items.length < count && guard++ < count * 40) {
    const u = c.r(-1, 1)
    const x = cx + u * rx * spread
    const y = c.r(baseY - h - ry, baseY + ry)
    const across = Math.sqrt(Math.max(0, 1 - u * u))
    const top = baseY - ry * across - h * Math.pow(across, 0.9)
    const bottom = baseY + ry * across
    if (y < top || y > bottom) continue
    items.push([x, y])
  }
  items.sort((a, b) => a[1] - b[1])
  return items.map(([x, y], i) => draw(x, y, i)).join('')
}

/* ----------------------------------------------------------------- settings */

const BACKDROPS = {
  cream: ['#fbf3e4', '#f1e2c8'],
  peach: ['#fde9dc', '#f6d3bd'],
  mint: ['#e9f4ea', '#d3e8d5'],
  sky: ['#e6f0f7', '#cfe0ec'],
  sand: ['#f6edd9', '#e9d8b5'],
  blush: ['#f9e6ea', '#efd0d8'],
  sage: ['#eef0e2', '#dbe0c5'],
  lilac: ['#efeaf5', '#ddd3ea'],
  butter: ['#fdf6d8', '#f3e6a9'],
  stone: ['#eceae6', '#d8d4cc'],
}

function backdrop(c, name) {
  const [top, bottom] = BACKDROPS[name]
  const fill = c.lin(`bg-${name}`, [
    [0, top],
    [1, bottom],
  ])
  const glow = c.rad(
    'bg-glow',
    [
      [0, '#ffffff', 0.55],
      [1, '#ffffff', 0],
    ],
    { cx: 0.5, cy: 0.35, r: 0.6 },
  )
  return `<rect width="${WIDTH}" height="${HEIGHT}" fill="${fill}"/><rect width="${WIDTH}" height="${HEIGHT}" fill="${glow}"/>`
}

/** The table top, from `y` to the bottom edge. */
function surface(c, kind, y = 400) {
  const h = HEIGHT - y
  const edge = c.lin('surface-edge', [
    [0, '#000000', 0.16],
    [0.12, '#000000', 0],
  ])
  const top = `<rect y="${y}" width="${WIDTH}" height="${h}" fill="${edge}"/>`
  let body = ''
  if (kind === 'wood') {
    const fill = c.lin('wood', [
      [0, '#c38d5a'],
      [1, '#94603a'],
    ])
    body = `<rect y="${y}" width="${WIDTH}" height="${h}" fill="${fill}"/>`
    for (const by of [y + 62, y + 138]) body += `<path d="M0 ${by}H${WIDTH}" stroke="#6e4424" stroke-width="3" opacity=".45"/>`
    for (let i = 0; i < 16; i++) {
      const gy = y + c.r(8, h - 8)
      const gx = c.r(-100, 600)
      body += `<path d="M${f(gx)} ${f(gy)}q${f(c.r(60, 120))} ${f(c.r(-6, 6))} ${f(c.r(180, 300))} 0" stroke="#7a4b27" stroke-width="1.4" fill="none" opacity=".28"/>`
    }
  } else if (kind === 'linen') {
    const fill = c.lin('linen', [
      [0, '#f1e8d8'],
      [1, '#ddcfb6'],
    ])
    const weave = c.def(
      'weave',
      '<pattern id="weave" width="6" height="6" patternUnits="userSpaceOnUse"><path d="M0 3H6M3 0V6" stroke="#a88f68" stroke-width=".6" opacity=".18"/></pattern>',
    )
    body = `<rect y="${y}" width="${WIDTH}" height="${h}" fill="${fill}"/><rect y="${y}" width="${WIDTH}" height="${h}" fill="${weave}"/>`
  } else if (kind === 'jute') {
    const fill = c.lin('jute', [
      [0, '#c9a46a'],
      [1, '#a9844d'],
    ])
    const hatch = c.def(
      'hatch',
      '<pattern id="hatch" width="8" height="8" patternUnits="userSpaceOnUse"><path d="M0 2H8M0 6H8" stroke="#7d5d2f" stroke-width="1.6" opacity=".25"/><path d="M2 0V8M6 0V8" stroke="#efd9a8" stroke-width="1.2" opacity=".22"/></pattern>',
    )
    body = `<rect y="${y}" width="${WIDTH}" height="${h}" fill="${fill}"/><rect y="${y}" width="${WIDTH}" height="${h}" fill="${hatch}"/>`
  } else if (kind === 'leaf') {
    const fill = c.lin('banana-leaf', [
      [0, '#5fae45'],
      [1, '#3d8a2e'],
    ])
    body = `<rect y="${y}" width="${WIDTH}" height="${h}" fill="${fill}"/>`
    for (let x = -300; x < WIDTH + 100; x += 16) {
      body += `<path d="M${x} ${y}l${f(h * 0.9)} ${h}" stroke="#9fd37e" stroke-width="1.2" opacity=".35"/>`
    }
    body += `<path d="M0 ${y + 8}H${WIDTH}" stroke="#c8e6a8" stroke-width="7" opacity=".6"/>`
  } else if (kind === 'slate') {
    const fill = c.lin('slate', [
      [0, '#6a7076'],
      [1, '#484d53'],
    ])
    body = `<rect y="${y}" width="${WIDTH}" height="${h}" fill="${fill}"/>`
    for (let i = 0; i < 40; i++) {
      body += `<circle cx="${f(c.r(0, WIDTH))}" cy="${f(c.r(y, HEIGHT))}" r="${f(c.r(0.6, 1.6))}" fill="#9aa0a6" opacity=".35"/>`
    }
  } else if (kind === 'marble') {
    const fill = c.lin('marble', [
      [0, '#f7f5f1'],
      [1, '#e4e0d8'],
    ])
    body = `<rect y="${y}" width="${WIDTH}" height="${h}" fill="${fill}"/>`
    for (let i = 0; i < 5; i++) {
      const sx = c.r(-50, WIDTH)
      body += `<path d="M${f(sx)} ${y}c${f(c.r(20, 60))} 50 ${f(c.r(-40, 40))} 110 ${f(c.r(40, 120))} ${h}" stroke="#b9b3a8" stroke-width="1.2" fill="none" opacity=".4"/>`
    }
  } else if (kind === 'bamboo') {
    const fill = c.lin('bamboo-mat', [
      [0, '#e0c387'],
      [1, '#bf9c5c'],
    ])
    body = `<rect y="${y}" width="${WIDTH}" height="${h}" fill="${fill}"/>`
    for (let x = 0; x < WIDTH; x += 14) body += `<path d="M${x} ${y}V${HEIGHT}" stroke="#9c7a40" stroke-width="1.5" opacity=".35"/>`
    for (const by of [y + 50, y + 120, y + 185]) body += `<path d="M0 ${by}H${WIDTH}" stroke="#7b5c2b" stroke-width="4" opacity=".35"/>`
  }
  return body + top
}

/* ---------------------------------------------------------------- vessels */

const VESSELS = {
  brass: { body: ['#e8bd5c', '#a8741f'], inner: '#7a5316', rim: '#f6d98c' },
  steel: { body: ['#eef1f3', '#9ea7ae'], inner: '#8c959c', rim: '#ffffff' },
  clay: { body: ['#c46e3e', '#7f3a1a'], inner: '#5f2a12', rim: '#d98a5a' },
  wood: { body: ['#a8754a', '#5f3b1f'], inner: '#4a2c15', rim: '#c4915f' },
  ceramic: { body: ['#ffffff', '#d9d4cb'], inner: '#c9c3b8', rim: '#ffffff', band: '#3f6fa8' },
  basket: { body: ['#d3a660', '#8f6630'], inner: '#6e4b22', rim: '#e3bd7c', weave: true },
  sack: { body: ['#d0ab70', '#94703d'], inner: '#6b4f27', rim: '#dcbc84', weave: true },
}

/**
 * A bowl, basket or sack seen from slightly above. `fill(region)` draws the contents: it gets
 * the rim ellipse and returns markup. The front of the vessel is drawn over the contents, so a
 * heap sits inside it.
 */
function vessel(c, { kind, cx, rimY, rx, ry, depth }, fill) {
  const v = VESSELS[kind]
  const bodyFill = c.lin(
    `vessel-${kind}`,
    [
      [0, v.body[0]],
      [1, v.body[1]],
    ],
    [0, 0, 1, 1],
  )
  const L = cx - rx
  const R = cx + rx
  const bottom = rimY + depth
  const sack = kind === 'sack'
  const bodyPath = sack
    ? `M${f(L)},${f(rimY)}C${f(L - rx * 0.18)},${f(rimY + depth * 0.55)} ${f(L - rx * 0.12)},${f(bottom)} ${f(cx - rx * 0.4)},${f(bottom)}` +
      `L${f(cx + rx * 0.4)},${f(bottom)}C${f(R + rx * 0.12)},${f(bottom)} ${f(R + rx * 0.18)},${f(rimY + depth * 0.55)} ${f(R)},${f(rimY)}` +
      `A${f(rx)} ${f(ry)} 0 0 1 ${f(L)},${f(rimY)}Z`
    : `M${f(L)},${f(rimY)}C${f(L)},${f(rimY + depth * 0.75)} ${f(cx - rx * 0.55)},${f(bottom)} ${f(cx)},${f(bottom)}` +
      `C${f(cx + rx * 0.55)},${f(bottom)} ${f(R)},${f(rimY + depth * 0.75)} ${f(R)},${f(rimY)}` +
      `A${f(rx)} ${f(ry)} 0 0 1 ${f(L)},${f(rimY)}Z`
  let out = shadow(c, cx, bottom - 4, rx * (sack ? 1.1 : 0.95), 22, 0.3)
  out += `<ellipse cx="${f(cx)}" cy="${f(rimY)}" rx="${f(rx)}" ry="${f(ry)}" fill="${v.inner}"/>`
  out += fill({ cx, rimY, rx, ry })
  out += `<path d="${bodyPath}" fill="${bodyFill}"/>`
  if (v.weave) {
    const weaveId = `weave-${kind}`
    c.def(
      weaveId,
      `<pattern id="${weaveId}" width="14" height="10" patternUnits="userSpaceOnUse"><path d="M0 5H14" stroke="#5d3f18" stroke-width="1.4" opacity=".35"/><path d="M3 0V5M10 5V10" stroke="#5d3f18" stroke-width="1.4" opacity=".35"/><path d="M0 2H14" stroke="#fff2cf" stroke-width="1" opacity=".25"/></pattern>`,
    )
    out += `<path d="${bodyPath}" fill="url(#${weaveId})"/>`
  }
  if (v.band) {
    out += `<path d="M${f(L + 6)},${f(rimY + depth * 0.28)}Q${f(cx)},${f(rimY + depth * 0.28 + ry * 1.6)} ${f(R - 6)},${f(rimY + depth * 0.28)}" stroke="${v.band}" stroke-width="6" fill="none" opacity=".8"/>`
  }
  // Sheen on the left of the body, and the rim's lit lip.
  out += `<path d="M${f(L + rx * 0.12)},${f(rimY + ry * 0.9)}C${f(L + rx * 0.12)},${f(rimY + depth * 0.6)} ${f(cx - rx * 0.5)},${f(bottom - 8)} ${f(cx - rx * 0.3)},${f(bottom - 6)}" stroke="#ffffff" stroke-width="6" fill="none" opacity=".22" stroke-linecap="round"/>`
  if (sack) {
    out += `<path d="M${f(L)},${f(rimY)}A${f(rx)} ${f(ry)} 0 0 0 ${f(R)},${f(rimY)}" stroke="${v.rim}" stroke-width="18" fill="none" stroke-linecap="round"/>`
    out += `<path d="M${f(L)},${f(rimY + 8)}A${f(rx)} ${f(ry)} 0 0 0 ${f(R)},${f(rimY + 8)}" stroke="#8a6634" stroke-width="2" fill="none" opacity=".5"/>`
  } else {
    out += `<path d="M${f(L)},${f(rimY)}A${f(rx)} ${f(ry)} 0 0 0 ${f(R)},${f(rimY)}" stroke="${v.rim}" stroke-width="5" fill="none"/>`
  }
  return out
}

/** Contents of a vessel: a heap that fills the rim and rises `h` above it. */
const heapIn = (c, region, h, count, draw, spread = 0.9) =>
  mound(c, { cx: region.cx, baseY: region.rimY, rx: region.rx, ry: region.ry * 0.92, h, count, spread }, draw)

/** A shallow wooden crate, back wall first, front wall after the contents. */
function crate(c, { cx, y, w, h }, fill) {
  const L = cx - w / 2
  const plank = c.lin('crate', [
    [0, '#d9a86c'],
    [1, '#a8733e'],
  ])
  let out = shadow(c, cx, y + h + 4, w * 0.55, 24, 0.32)
  out += `<rect x="${f(L + 12)}" y="${f(y - 40)}" width="${f(w - 24)}" height="${f(h * 0.55)}" rx="4" fill="#8c5e31"/>`
  out += fill()
  for (let i = 0; i < 2; i++) {
    const py = y + i * (h / 2)
    out += `<rect x="${f(L)}" y="${f(py)}" width="${f(w)}" height="${f(h / 2 - 6)}" rx="4" fill="${plank}"/>`
    out += `<path d="M${f(L + 20)} ${f(py + 12)}h${f(w * 0.3)}M${f(L + w * 0.5)} ${f(py + h / 4)}h${f(w * 0.35)}" stroke="#8a5a2c" stroke-width="1.5" opacity=".5"/>`
  }
  out += `<rect x="${f(L)}" y="${f(y)}" width="16" height="${f(h - 6)}" fill="#8a5a2c" opacity=".55"/><rect x="${f(L + w - 16)}" y="${f(y)}" width="16" height="${f(h - 6)}" fill="#8a5a2c" opacity=".55"/>`
  return out
}

/* ----------------------------------------------------------- whole produce */

function onion(c) {
  const skin = c.rad(
    'onion-skin',
    [
      [0, '#d8658f'],
      [0.55, '#a3325f'],
      [1, '#5c1535'],
    ],
    { cx: 0.38, cy: 0.38, r: 0.75 },
  )
  let out = `<path d="${ONION_OUTLINE}" fill="${skin}"/>`
  for (const k of [-2.4, -1.4, -0.5, 0.5, 1.4, 2.4]) {
    out += `<path d="M0,-66Q${f(k * 26)},-4 ${f(k * 3)},62" stroke="#eaa0bd" stroke-width="1.8" fill="none" opacity=".45"/>`
  }
  out += `<path d="M-40,-20C-52,10 -44,40 -22,56C-40,48 -58,22 -54,-6Z" fill="#e8c8a6" opacity=".55"/>`
  out += `<path d="M-6,-68C-8,-80 -4,-92 2,-98C4,-90 8,-80 6,-68Z" fill="#b98b58"/>`
  out += `<path d="M-10,64c-4,6 -10,8 -14,9M-2,66c-1,6 -3,10 -6,13M6,65c3,5 8,9 12,10" stroke="#c9a57c" stroke-width="1.6" fill="none"/>`
  out += `<ellipse cx="-24" cy="-12" rx="9" ry="22" fill="#ffffff" opacity=".22" transform="rotate(18 -24 -12)"/>`
  return out
}

/** An onion cut top to bottom, the cut face towards the viewer: white rings edged in purple. */
function onionHalf() {
  let out = `<path d="${ONION_OUTLINE}" fill="#7d2147"/>`
  out += `<path d="${ONION_OUTLINE}" fill="#fbeef3" transform="scale(.94)"/>`
  for (const k of [0.8, 0.64, 0.48, 0.32, 0.17]) {
    out += `<path d="${ONION_OUTLINE}" fill="none" stroke="#c1588a" stroke-width="${f(3 / k)}" transform="translate(0 ${f(20 * (1 - k))}) scale(${k})"/>`
  }
  return out
}

const ONION_OUTLINE = 'M0,-72C10,-56 66,-46 66,6C66,46 36,66 0,66C-36,66 -66,46 -66,6C-66,-46 -10,-56 0,-72Z'

function tomato(c) {
  const skin = c.rad(
    'tomato-skin',
    [
      [0, '#ff7a5a'],
      [0.55, '#e0301f'],
      [1, '#a31610'],
    ],
    { cx: 0.4, cy: 0.35, r: 0.75 },
  )
  let out = `<path d="M0,-48C30,-52 62,-34 62,2C62,38 34,54 0,54C-34,54 -62,38 -62,2C-62,-34 -30,-52 0,-48Z" fill="${skin}"/>`
  out += '<path d="M-18,-40q18,8 36,0" stroke="#b51f14" stroke-width="2" fill="none" opacity=".5"/>'
  out += '<path d="M0,-46l7,-14 3,13 14,-5 -10,11 14,6 -16,1 2,14 -9,-11 -9,11 2,-14 -16,-1 14,-6 -10,-11 14,5Z" fill="#3f8a2c"/>'
  out += '<path d="M0,-50c1,-6 4,-12 8,-14" stroke="#2f6e20" stroke-width="4" stroke-linecap="round" fill="none"/>'
  out += '<ellipse cx="-26" cy="-16" rx="11" ry="16" fill="#ffffff" opacity=".3" transform="rotate(25 -26 -16)"/>'
  return out
}

function capsicum(c) {
  const skin = c.lin(
    'capsicum-skin',
    [
      [0, '#7cc24b'],
      [1, '#2d7a1f'],
    ],
    [0, 0, 1, 1],
  )
  let out = `<path d="M-50,-40C-66,-20 -64,30 -50,52C-40,66 -26,62 -16,56C-8,66 8,66 16,56C26,62 42,66 50,52C64,30 66,-20 50,-40C36,-56 14,-54 0,-50C-14,-54 -36,-56 -50,-40Z" fill="${skin}"/>`
  out += '<path d="M-16,-44C-24,-10 -22,30 -16,56M16,-44C24,-10 22,30 16,56" stroke="#1f5c16" stroke-width="2.5" fill="none" opacity=".5"/>'
  out += '<path d="M-18,-52C-8,-58 8,-58 18,-52C10,-46 -10,-46 -18,-52Z" fill="#3a7d25"/>'
  out += '<path d="M0,-54C0,-66 6,-76 16,-80" stroke="#4f8a2e" stroke-width="8" stroke-linecap="round" fill="none"/>'
  out += '<path d="M-40,-30C-48,-6 -46,20 -40,36" stroke="#d9f3b8" stroke-width="7" stroke-linecap="round" fill="none" opacity=".45"/>'
  return out
}

/** A fan-shaped, three-lobed coriander leaflet with a toothed edge. */
const CORIANDER_LEAF =
  'M0,0C-4,-4 -12,-6 -16,-12L-13,-14L-18,-18L-12,-20L-14,-26L-7,-24L-5,-30L0,-25L5,-30L7,-24L14,-26L12,-20L18,-18L13,-14L16,-12C12,-6 4,-4 0,0Z'

function corianderBunch(c) {
  let out = ''
  const stems = []
  for (let i = 0; i < 26; i++) {
    const a = c.r(-0.45, 0.45)
    const len = c.r(170, 240)
    const bow = c.r(-20, 20)
    stems.push({ a, len, bow })
    const tx = Math.sin(a) * len
    const ty = -Math.cos(a) * len
    out += `<path d="M${f(c.r(-3, 3))},0Q${f(tx * 0.5 + bow)},${f(ty * 0.5)} ${f(tx)},${f(ty)}" stroke="#79a94e" stroke-width="2.2" fill="none"/>`
  }
  const leafColors = ['#3f8f32', '#4fa23a', '#367d2b', '#5cae44']
  // Leaves grow along the upper half of each stem, most thickly near its end.
  for (const { a, len, bow } of stems) {
    for (let j = 0; j < 4; j++) {
      const t = 1 - Math.pow(c.random(), 1.6) * 0.55
      const along = [Math.sin(a) * len * t, -Math.cos(a) * len * t]
      const sway = bow * 2 * t * (1 - t)
      out += place(
        along[0] + sway + c.r(-14, 14),
        along[1] + c.r(-10, 10),
        c.r(0.75, 1.05),
        c.r(-70, 70) + (a * 180) / Math.PI,
        `<path d="${CORIANDER_LEAF}" fill="${c.pick(leafColors)}"/><path d="M0,-2L-9,-18M0,-2L0,-23M0,-2L9,-18" stroke="#2a6a22" stroke-width="1" opacity=".55"/>`,
      )
    }
  }
  out += '<rect x="-16" y="-10" width="32" height="12" rx="4" fill="#d84a3a"/>'
  for (let i = 0; i < 9; i++) {
    out += `<path d="M${f(c.r(-8, 8))},2q${f(c.r(-10, 10))},18 ${f(c.r(-16, 16))},${f(c.r(28, 44))}" stroke="#d9c6a0" stroke-width="1.6" fill="none"/>`
  }
  return out
}

function grapeBunch(c) {
  const berry = c.rad(
    'grape',
    [
      [0, '#eef7b5'],
      [0.6, '#b8d45e'],
      [1, '#7d9e2d'],
    ],
    { cx: 0.35, cy: 0.3, r: 0.8 },
  )
  let out =
    '<path d="M10,-118C-30,-140 -80,-120 -90,-90C-70,-96 -60,-84 -76,-70C-50,-64 -30,-78 -26,-96C-10,-80 10,-92 10,-118Z" fill="#5d9a3a"/>'
  out += '<path d="M10,-118C0,-100 -40,-96 -70,-86" stroke="#3e7a26" stroke-width="2" fill="none"/>'
  out += '<path d="M6,-112C10,-126 18,-134 30,-138" stroke="#7a5a32" stroke-width="5" stroke-linecap="round" fill="none"/>'
  const rows = [6, 6, 6, 5, 5, 4, 4, 3, 2, 1]
  const berries = []
  rows.forEach((n, row) => {
    for (let i = 0; i < n; i++) {
      berries.push([(i - (n - 1) / 2) * 21 + c.r(-3, 3) + row * 1.5, -96 + row * 20 + c.r(-3, 3)])
    }
  })
  for (const [x, y] of berries) {
    out += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="12" ry="14" fill="${berry}" stroke="#6f8f27" stroke-width=".8"/>`
    out += `<ellipse cx="${f(x - 4)}" cy="${f(y - 5)}" rx="3" ry="4" fill="#ffffff" opacity=".55"/>`
  }
  return out
}

function mango(c) {
  const skin = c.rad(
    'mango-skin',
    [
      [0, '#ffe07a'],
      [0.5, '#f7b52c'],
      [1, '#d98a12'],
    ],
    { cx: 0.45, cy: 0.55, r: 0.7 },
  )
  const blush = c.rad(
    'mango-blush',
    [
      [0, '#e8572b', 0.75],
      [1, '#e8572b', 0],
    ],
    { cx: 0.5, cy: 0.5, r: 0.5 },
  )
  const stemGreen = c.rad(
    'mango-stem-green',
    [
      [0, '#9bb83a', 0.55],
      [1, '#9bb83a', 0],
    ],
    { cx: 0.5, cy: 0.5, r: 0.5 },
  )
  let out = `<path d="${MANGO_OUTLINE}" fill="${skin}"/>`
  out += `<ellipse cx="30" cy="-52" rx="40" ry="30" fill="${blush}"/>`
  out += `<ellipse cx="6" cy="-78" rx="22" ry="14" fill="${stemGreen}"/>`
  out += '<ellipse cx="-30" cy="-6" rx="11" ry="34" fill="#ffffff" opacity=".28" transform="rotate(10 -30 -6)"/>'
  out += '<path d="M4,-90c0,-8 2,-14 6,-18" stroke="#6b5a2a" stroke-width="4" stroke-linecap="round" fill="none"/>'
  return out
}

/** Alphonso is ovate and a little oblique, with a faint beak low on one side. */
const MANGO_OUTLINE =
  'M4,-90C44,-92 68,-56 68,-6C68,50 40,90 -2,88C-30,86 -46,68 -54,42C-58,32 -62,30 -62,20C-66,-10 -62,-44 -48,-66C-36,-84 -18,-90 4,-90Z'

function mangoLeaf() {
  return '<path d="M0,0C30,-24 90,-30 140,-10C96,6 40,12 0,0Z" fill="#2f6b2a"/><path d="M0,0C46,-10 96,-12 140,-10" stroke="#7fb46a" stroke-width="1.6" fill="none"/>'
}

/** A mango cut lengthways: golden skin rim, deep-orange flesh and the flat, fibrous stone. */
function mangoHalf(c) {
  const flesh = c.rad(
    'mango-flesh',
    [
      [0, '#ffc93d'],
      [1, '#f59a0c'],
    ],
    { cx: 0.45, cy: 0.45, r: 0.7 },
  )
  let out = `<path d="${MANGO_OUTLINE}" fill="#e9a516"/>`
  out += `<path d="${MANGO_OUTLINE}" fill="${flesh}" transform="scale(.93)"/>`
  out += '<ellipse cx="2" cy="0" rx="28" ry="58" fill="#f6e6b4"/>'
  for (let i = -2; i <= 2; i++) out += `<path d="M${i * 9},-52Q${i * 14},0 ${i * 9},52" stroke="#e2c98a" stroke-width="1.5" fill="none"/>`
  out += '<ellipse cx="-30" cy="-30" rx="10" ry="20" fill="#ffe28a" opacity=".5"/>'
  return out
}

function banana(c, length = 250) {
  const skin = c.lin('banana-skin', [
    [0, '#f8d54a'],
    [0.6, '#e9b526'],
    [1, '#b9881a'],
  ])
  const L = length
  let out = `<path d="M0,0C${f(L * 0.25)},-26 ${f(L * 0.7)},-34 ${f(L)},-8C${f(L + 6)},-2 ${f(L + 2)},8 ${f(L - 8)},6C${f(L * 0.68)},-8 ${f(L * 0.25)},0 0,24Z" fill="${skin}"/>`
  out += `<path d="M4,12C${f(L * 0.3)},-8 ${f(L * 0.7)},-14 ${f(L - 4)},-2" stroke="#c8961e" stroke-width="2" fill="none" opacity=".6"/>`
  out += `<path d="M${f(L - 8)},6C${f(L)},6 ${f(L + 6)},0 ${f(L)},-8L${f(L - 6)},-6Z" fill="#4a3a1c"/>`
  for (let i = 0; i < 6; i++) {
    out += `<circle cx="${f(c.r(L * 0.2, L * 0.9))}" cy="${f(c.r(-12, 4))}" r="${f(c.r(1, 2.2))}" fill="#7a5a1c" opacity=".55"/>`
  }
  out += '<path d="M0,0L-26,4L-24,18L0,24Z" fill="#9bb43c"/>'
  return out
}

function potato(c, seed) {
  const skin = c.rad(
    'potato-skin',
    [
      [0, '#e7c48f'],
      [0.7, '#c4955a'],
      [1, '#9a6b37'],
    ],
    { cx: 0.4, cy: 0.35, r: 0.8 },
  )
  const rx = 58 + (seed % 3) * 6
  let out = `<path d="${smoothClosed(wobblyEllipse(c, rx, 40, 10, 0.1))}" fill="${skin}"/>`
  for (let i = 0; i < 5; i++) {
    const x = c.r(-rx * 0.7, rx * 0.7)
    const y = c.r(-26, 26)
    out += `<path d="M${f(x - 4)},${f(y)}q4,-3 8,0" stroke="#7a5228" stroke-width="1.8" fill="none"/>`
  }
  for (let i = 0; i < 14; i++) {
    out += `<circle cx="${f(c.r(-rx * 0.8, rx * 0.8))}" cy="${f(c.r(-30, 30))}" r="${f(c.r(0.8, 1.6))}" fill="#8a5e30" opacity=".5"/>`
  }
  out += '<ellipse cx="-18" cy="-16" rx="18" ry="8" fill="#fff6e0" opacity=".28"/>'
  return out
}

/** A mustard (sarson) leaf on its pale stalk: broad, oval, with a gently wavy edge. */
function mustardLeaf(c, tone) {
  const shade = c.lin('mustard-leaf-shade', [
    [0, '#ffffff', 0.12],
    [1, '#0b3a0b', 0.25],
  ])
  const len = 200
  const width = (t) => Math.sin(Math.PI * Math.pow(t, 0.75)) * 62 * (t < 0.3 ? 0.45 + t * 1.8 : 1)
  const pts = []
  for (let i = 0; i <= 10; i++) pts.push([(i / 10) * len, -width(i / 10) + c.r(-3, 3)])
  for (let i = 9; i >= 1; i--) pts.push([(i / 10) * len, width(i / 10) + c.r(-3, 3)])
  const outline = smoothClosed(pts)
  let out = `<path d="M-100,0H4" stroke="#b7d98c" stroke-width="7" stroke-linecap="round"/>`
  out += `<path d="${outline}" fill="${tone}"/><path d="${outline}" fill="${shade}"/>`
  out += `<path d="M0,0H${len - 10}" stroke="#d6eeb4" stroke-width="3.5" stroke-linecap="round"/>`
  for (let i = 1; i < 8; i++) {
    const x = i * 23
    out += `<path d="M${x},0q16,-12 26,-${f(width(x / len) * 0.8)}M${x},0q16,12 26,${f(width(x / len) * 0.8)}" stroke="#c4e49e" stroke-width="1.5" fill="none" opacity=".6"/>`
  }
  return out
}

function mustardFlower() {
  let out = ''
  for (let i = 0; i < 4; i++) out += `<ellipse cx="0" cy="-6" rx="4" ry="6" fill="#f7d117" transform="rotate(${i * 90})"/>`
  return `${out}<circle r="2.5" fill="#d99a0b"/>`
}

function citrus(c, r, { key, light, mid, dark }) {
  const skin = c.rad(
    `${key}-skin`,
    [
      [0, light],
      [0.6, mid],
      [1, dark],
    ],
    { cx: 0.38, cy: 0.34, r: 0.75 },
  )
  let out = `<ellipse rx="${r}" ry="${f(r * 0.9)}" fill="${skin}"/>`
  for (let i = 0; i < Math.round(r * 1.2); i++) {
    const a = c.r(0, Math.PI * 2)
    const d = Math.sqrt(c.random()) * r * 0.88
    out += `<circle cx="${f(Math.cos(a) * d)}" cy="${f(Math.sin(a) * d * 0.9)}" r=".9" fill="${dark}" opacity=".45"/>`
  }
  out += `<circle cx="${f(r * 0.05)}" cy="${f(-r * 0.86)}" r="${f(r * 0.08)}" fill="#6d7f2a"/>`
  out += `<ellipse cx="${f(-r * 0.38)}" cy="${f(-r * 0.36)}" rx="${f(r * 0.2)}" ry="${f(r * 0.12)}" fill="#ffffff" opacity=".35" transform="rotate(-30 ${f(-r * 0.38)} ${f(-r * 0.36)})"/>`
  return out
}

function citrusHalf(r) {
  let out = `<ellipse rx="${r}" ry="${f(r * 0.9)}" fill="#f08a12"/>`
  out += `<ellipse rx="${f(r * 0.9)}" ry="${f(r * 0.81)}" fill="#fff1d6"/>`
  for (let i = 0; i < 10; i++) {
    const a1 = (i / 10) * Math.PI * 2 + 0.05
    const a2 = ((i + 1) / 10) * Math.PI * 2 - 0.05
    const R = r * 0.84
    out += `<path d="M0,0L${f(Math.cos(a1) * R)},${f(Math.sin(a1) * R * 0.9)}A${f(R)} ${f(R * 0.9)} 0 0 1 ${f(Math.cos(a2) * R)},${f(Math.sin(a2) * R * 0.9)}Z" fill="#ffa62e"/>`
  }
  out += `<circle r="${f(r * 0.07)}" fill="#fff1d6"/>`
  return out
}

function citrusLeaf() {
  return '<path d="M0,0C20,-20 60,-24 90,-6C60,10 22,12 0,0Z" fill="#2e7a2e"/><path d="M0,0C30,-6 60,-8 90,-6" stroke="#8ccf7a" stroke-width="1.4" fill="none"/>'
}

function gingerRoot(c, { pink = false } = {}) {
  const skin = c.lin('ginger-skin', [
    [0, '#e8c38e'],
    [1, '#b98a52'],
  ])
  const lobes = [
    [0, 0, 70, 26, -4],
    [-58, -18, 34, 20, -38],
    [56, -20, 36, 19, 40],
    [-20, -40, 26, 16, -70],
    [90, 8, 30, 17, 15],
    [-84, 10, 26, 16, 160],
  ]
  let out = ''
  for (const [x, y, rx, ry, rot] of lobes) {
    out += `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="${skin}" transform="rotate(${rot} ${x} ${y})"/>`
  }
  for (const [x, y, rx, ry, rot] of lobes) {
    for (let k = -2; k <= 2; k++) {
      out += `<path d="M${f(x + k * rx * 0.32)},${f(y - ry * 0.8)}q${f(c.r(-3, 3))},${f(ry * 0.8)} 0,${f(ry * 1.6)}" stroke="#94672f" stroke-width="1.3" fill="none" opacity=".5" transform="rotate(${rot} ${x} ${y})"/>`
    }
  }
  // Fresh shoots sit at the outer end of each side lobe.
  for (const [x, y, rx, , rot] of lobes.slice(1)) {
    const a = (rot * Math.PI) / 180
    const dir = Math.cos(a) * x + Math.sin(a) * y >= 0 ? 1 : -1
    const tx = x + Math.cos(a) * rx * 0.92 * dir
    const ty = y + Math.sin(a) * rx * 0.92 * dir
    out += `<ellipse cx="${f(tx)}" cy="${f(ty)}" rx="6" ry="5" fill="${pink ? '#eab3a6' : '#f3e2b8'}" transform="rotate(${rot} ${f(tx)} ${f(ty)})"/>`
  }
  out += '<ellipse cx="-10" cy="-10" rx="30" ry="7" fill="#fff4dc" opacity=".35"/>'
  return out
}

function gingerSlice() {
  return '<ellipse rx="24" ry="18" fill="#c99a5c"/><ellipse rx="20" ry="15" fill="#f5e2a1"/><ellipse rx="12" ry="9" fill="#efd37f" opacity=".7"/>'
}

function wheatEar(c, color = '#d9a441') {
  let out = '<path d="M0,0Q4,120 10,260" stroke="#c99a3e" stroke-width="3" fill="none"/>'
  for (let i = 0; i < 11; i++) {
    const y = -i * 13
    for (const side of [-1, 1]) {
      const rot = side * 28
      out += `<ellipse cx="${side * 7}" cy="${y}" rx="6" ry="11" fill="${color}" stroke="#a8782a" stroke-width=".8" transform="rotate(${rot} ${side * 7} ${y})"/>`
      out += `<path d="M${side * 9},${y - 8}l${side * c.r(10, 20)},${f(-c.r(50, 70))}" stroke="#d8b266" stroke-width=".9"/>`
    }
  }
  return out
}

/** A pearl-millet ear: a long, slightly tapered candle of tightly packed grey grains. */
function bajraSpike(c) {
  let out = '<path d="M0,40Q2,160 8,240" stroke="#b3a66a" stroke-width="5" fill="none"/>'
  out += '<path d="M-10,-160Q0,-172 10,-160L19,10Q20,46 0,52Q-20,46 -19,10Z" fill="#857f5c"/>'
  for (let y = -158; y < 48; y += 6) {
    const half = y < -140 ? 8 : y > 30 ? 14 : 10 + ((y + 140) / 170) * 8
    for (let x = -half; x <= half; x += 6.5) {
      out += `<circle cx="${f(x + ((y / 6) % 2 ? 3 : 0) + c.r(-1, 1))}" cy="${f(y + c.r(-1, 1))}" r="3.4" fill="${c.pick(['#aaa583', '#9d987a', '#b8b392'])}"/>`
    }
  }
  out += '<path d="M-12,-150L-16,20" stroke="#ffffff" stroke-width="5" opacity=".15" stroke-linecap="round"/>'
  return out
}

function turmericFinger(c, len) {
  const skin = c.lin('turmeric-skin', [
    [0, '#d8953c'],
    [1, '#9b5c1c'],
  ])
  const pts = []
  for (let i = 0; i <= 6; i++) pts.push([(i / 6) * len, -10 - c.r(0, 5)])
  for (let i = 6; i >= 0; i--) pts.push([(i / 6) * len, 10 + c.r(0, 5)])
  let out = `<path d="${smoothClosed(pts)}" fill="${skin}"/>`
  for (let i = 1; i < 6; i++) {
    out += `<path d="M${f((i / 6) * len)},-12q3,12 0,24" stroke="#7a4614" stroke-width="1.4" fill="none" opacity=".55"/>`
  }
  out += `<ellipse cx="${f(len)}" cy="0" rx="5" ry="11" fill="#f28c0f"/>`
  return out
}

/* -------------------------------------------------------- small items (heaps) */

function chilliLong(c, len, { dark = false } = {}) {
  const skin = dark
    ? c.lin('chilli-dark', [
        [0, '#b3141b'],
        [1, '#5e070b'],
      ])
    : c.lin('chilli', [
        [0, '#d8322a'],
        [1, '#8c1013'],
      ])
  // A dried pod: round shoulder at the stalk, full for half its length, then tapering to a
  // slightly hooked tip; its skin is wrinkled in short irregular creases.
  const bend = c.r(-0.16, 0.16) * len
  const w = dark ? 10 : 13
  const tip = [len, bend]
  let out = `<path d="M0,${-w}C${f(len * 0.5)},${f(-w * 1.05)} ${f(len * 0.85)},${f(-w * 0.45 + bend)} ${f(tip[0] - 2)},${f(tip[1] - 1.5)}Q${f(tip[0] + 1)},${f(tip[1])} ${f(tip[0] - 2)},${f(tip[1] + 1.5)}C${f(len * 0.85)},${f(w * 0.35 + bend)} ${f(len * 0.5)},${f(w)} 0,${w}Q${f(-w * 0.8)},0 0,${-w}Z" fill="${skin}"/>`
  for (let i = 0; i < 7; i++) {
    const x = c.r(len * 0.06, len * 0.5)
    const seg = len * c.r(0.1, 0.2)
    // Half-width at the crease's far end, so the crease stays on the pod where it narrows.
    const half = w * Math.min(1, 1.6 * (1 - (x + seg) / len))
    const y = c.r(-0.55, 0.55) * half + bend * ((x + seg / 2) / len) ** 2
    out += `<path d="M${f(x)},${f(y)}q${f(seg / 2)},${f(c.r(-2, 2))} ${f(seg)},${f(c.r(-1.5, 1.5))}" stroke="#4a0608" stroke-width="1.2" fill="none" opacity=".4" stroke-linecap="round"/>`
  }
  out += `<path d="M${f(len * 0.05)},${f(-w * 0.6)}C${f(len * 0.35)},${f(-w * 0.7)} ${f(len * 0.62)},${f(-w * 0.45 + bend * 0.6)} ${f(len * 0.78)},${f(-w * 0.2 + bend * 0.85)}" stroke="#ff9a80" stroke-width="2.4" fill="none" opacity=".45" stroke-linecap="round"/>`
  out += `<path d="M2,${-w - 1}C-4,${-w} -10,-4 -10,0C-10,4 -4,${w} 2,${w + 1}C5,${f(w * 0.5)} 5,${f(-w * 0.5)} 2,${-w - 1}Z" fill="#6b6a2c"/>`
  out += `<path d="M-9,0q-10,-2 -18,-14" stroke="#7d7a36" stroke-width="3.2" stroke-linecap="round" fill="none"/>`
  return out
}

/** A chilli whose middle, not its stalk, sits at (x, y). */
function centredChilli(c, x, y, len, rot, scale, options) {
  const a = (rot * Math.PI) / 180
  const half = (len * scale) / 2
  return place(x - Math.cos(a) * half, y - Math.sin(a) * half, scale, rot, chilliLong(c, len, options))
}

function roundChilli(c) {
  const skin = c.rad(
    'round-chilli',
    [
      [0, '#ff6b4a'],
      [0.6, '#d81f16'],
      [1, '#8e0f0b'],
    ],
    { cx: 0.38, cy: 0.35, r: 0.75 },
  )
  return `<circle r="11" fill="${skin}"/><circle cx="-4" cy="-4" r="3" fill="#ffffff" opacity=".55"/><path d="M0,-10q2,-6 6,-9" stroke="#3f7a22" stroke-width="2.4" stroke-linecap="round" fill="none"/>`
}

/** A plump three-sided pod: oval with rounded ends, a small beak, faint lengthwise ridges. */
function cardamomPod(c) {
  const skin = c.rad(
    'cardamom',
    [
      [0, '#cfe69a'],
      [0.55, '#8fb852'],
      [1, '#5a8530'],
    ],
    { cx: 0.42, cy: 0.32, r: 0.72 },
  )
  return `<path d="M-13,0C-13,-7 -6,-9 1,-9C8,-9 13,-5 14,-1L17,0L14,1C13,5 8,9 1,9C-6,9 -13,7 -13,0Z" fill="${skin}" stroke="#4d7328" stroke-width=".9"/><path d="M-10,-4Q1,-8 12,-2M-11,1.5Q1,1 13,.5M-10,5Q1,8 12,2" stroke="#5a8530" stroke-width=".8" fill="none" opacity=".55"/><ellipse cx="-3" cy="-4.5" rx="5" ry="1.8" fill="#f4ffd8" opacity=".55"/><circle cx="-13" cy="0" r="1.3" fill="#8c9a58"/>`
}

function largeCardamom(c) {
  const skin = c.lin('large-cardamom', [
    [0, '#7a4a30'],
    [1, '#3d2216'],
  ])
  let out = `<path d="M-20,0C-16,-13 10,-14 20,-2C22,0 22,2 20,3C10,14 -16,12 -20,0Z" fill="${skin}"/>`
  for (let i = 0; i < 5; i++) {
    const y = -8 + i * 4
    out += `<path d="M-16,${y}q8,${f(c.r(-3, 3))} 16,0t16,0" stroke="#a8765a" stroke-width=".9" fill="none" opacity=".7"/>`
  }
  out += '<path d="M-20,0l-8,-2" stroke="#5a3a24" stroke-width="2.4" stroke-linecap="round"/>'
  return out
}

function peppercorn(c) {
  return `<circle r="5.5" fill="#2b211c"/><path d="M-3,-2q2,-2 4,0M-1,2q2,1 3,-1" stroke="#5e4b3e" stroke-width="1" fill="none"/><circle cx="-2" cy="-2.4" r="1.4" fill="#7b6657" opacity="${f(c.r(0.3, 0.8), 2)}"/>`
}

function pepperSpike() {
  let out = '<path d="M0,0Q30,40 40,130" stroke="#4e7a2a" stroke-width="3" fill="none"/>'
  for (let i = 0; i < 13; i++) {
    const t = i / 12
    const x = 40 * t * t * 0.9 + t * 6
    const y = 10 + t * 120
    out += `<circle cx="${f(x - 6)}" cy="${f(y)}" r="6" fill="#3f8a2a"/><circle cx="${f(x + 6)}" cy="${f(y + 4)}" r="6" fill="#57a338"/><circle cx="${f(x - 8)}" cy="${f(y - 2)}" r="1.8" fill="#b9e39a" opacity=".7"/>`
  }
  return out
}

function cashew(c) {
  const fill = c.lin('cashew', [
    [0, '#f7ead0'],
    [1, '#dcc18c'],
  ])
  // A plump kidney: thick at the back, a shallow notch inside the curve.
  return `<path d="M-18,-4C-20,10 -8,20 6,18C16,17 22,10 20,4C19,0 14,-1 11,2C6,7 -2,6 -5,-2C-7,-8 -8,-12 -12,-12C-16,-12 -18,-8 -18,-4Z" fill="${fill}" stroke="#c59f60" stroke-width=".8"/><path d="M-13,-3C-13,8 -2,14 10,11" stroke="#c9a66a" stroke-width="1" fill="none" opacity=".7"/><path d="M-15,-5C-15,2 -11,8 -6,11" stroke="#fffaf0" stroke-width="2" fill="none" opacity=".7" stroke-linecap="round"/>`
}

function kokumRind(c) {
  const pts = wobblyEllipse(c, 18, 11, 7, 0.28)
  return `<path d="${smoothClosed(pts)}" fill="#3a1522"/><path d="${smoothClosed(pts.map(([x, y]) => [x * 0.7, y * 0.6 - 2]))}" fill="#5e2236"/><path d="M-12,-4q12,-7 22,0" stroke="#8a4256" stroke-width="1.4" fill="none" opacity=".8"/>`
}

function kokumFruit(c) {
  const skin = c.rad(
    'kokum',
    [
      [0, '#b5345a'],
      [0.6, '#7c1738'],
      [1, '#4c0c22'],
    ],
    { cx: 0.38, cy: 0.35, r: 0.75 },
  )
  return `<circle r="34" fill="${skin}"/><circle cx="2" cy="-33" r="4" fill="#4c6a1c"/><ellipse cx="-13" cy="-12" rx="8" ry="5" fill="#ffffff" opacity=".3"/>`
}

const rice = () =>
  '<ellipse rx="10" ry="2.4" fill="#f8f4ea" stroke="#d8cfba" stroke-width=".6"/><path d="M-6,-.6H5" stroke="#ffffff" stroke-width=".8"/>'
const wheatGrain = (color) =>
  `<ellipse rx="7.5" ry="4.6" fill="${color}" stroke="#9c6a28" stroke-width=".6"/><path d="M-5,0H5" stroke="#9c6a28" stroke-width=".9" opacity=".7"/><ellipse cx="-2" cy="-2" rx="3" ry="1.2" fill="#fff2c8" opacity=".45"/>`
const bajraGrain = (c) =>
  `<circle r="3.8" fill="${c.pick(['#8e927a', '#9a9c82', '#858a70', '#a2a38a'])}"/><circle cx="-1.2" cy="-1.2" r="1" fill="#e8e6d4" opacity=".5"/>`
const moongGrain = (c) =>
  `<ellipse rx="5.6" ry="4" fill="${c.pick(['#4f8a2e', '#5a9636', '#457c28'])}"/><path d="M-2,-1.4H2" stroke="#f1f4e4" stroke-width="1"/><ellipse cx="-2" cy="-1.6" rx="1.6" ry=".9" fill="#c7e3a8" opacity=".6"/>`
const chanaGrain = (c) =>
  `<circle r="10" fill="${c.pick(['#e6c590', '#dfbb82', '#ebcd9c'])}" stroke="#bf955c" stroke-width=".8"/><path d="M8,-6l5,-3 -2,6Z" fill="#d4ad74"/><path d="M-6,-3q4,6 10,2M-4,4q5,2 9,-2" stroke="#bf955c" stroke-width="1" fill="none"/><circle cx="-3" cy="-4" r="2.4" fill="#fff6e2" opacity=".5"/>`
const toorDal = (c) =>
  c.random() < 0.7
    ? `<ellipse rx="6.2" ry="5.4" fill="#f2b52c" stroke="#d8961a" stroke-width=".6"/><ellipse cx="-1.4" cy="-1.2" rx="3" ry="2.2" fill="#f8d46e" opacity=".8"/>`
    : `<path d="M-6,0A6,3 0 0 0 6,0A6,5 0 0 0 -6,0Z" fill="#e4a11e"/><path d="M-6,0H6" stroke="#f7d27a" stroke-width="1"/>`
const soybean = (c) =>
  `<ellipse rx="6.8" ry="5.8" fill="${c.pick(['#e6cc88', '#e9d292', '#dcc07a'])}" stroke="#b99a56" stroke-width=".6"/><path d="M-2,2.6h4" stroke="#7a5a2c" stroke-width="1.2"/><ellipse cx="-2" cy="-2" rx="2" ry="1.2" fill="#fff6d6" opacity=".55"/>`
const cuminSeed = (c) =>
  `<path d="M-7,0Q0,${f(c.r(-3.6, -2.4))} 7,0Q0,${f(c.r(2.4, 3.6))} -7,0Z" fill="${c.pick(['#8c7050', '#76603f', '#9c8058', '#a88c62'])}" stroke="#5a4630" stroke-width=".4"/><path d="M-5.5,0H5.5" stroke="#d8c49a" stroke-width=".7"/><path d="M7,0l2,.6" stroke="#6a5438" stroke-width=".8"/>`
const methiFlake = (c) =>
  `<path d="${smoothClosed(wobblyEllipse(c, c.r(4, 7), c.r(2.4, 4), 5, 0.35))}" fill="${c.pick(['#6c8a3a', '#7f9845', '#5a7832', '#8fa055'])}"/>`

/* ------------------------------------------------------------------ scenes */

/**
 * One entry per picture. `draw(c)` returns the SVG body; the file becomes `<name>.webp`.
 * The demo catalogue (src/db/demo-data) refers to these names.
 */
const PICTURES = {}

/**
 * `view` is the part of the 800×600 drawing that becomes the photo, [x, y, width] (4:3): scenes
 * are laid out on the full canvas, then framed so the produce fills the picture.
 */
function picture(name, { backdrop: bd, table, horizon = 400, view = [60, 90, 680] }, draw) {
  PICTURES[name] = {
    view,
    draw: (c) => backdrop(c, bd) + surface(c, table, horizon) + draw(c),
  }
}

picture('nashik-red-onion', { backdrop: 'cream', table: 'jute' }, (c) => {
  const spots = [
    [300, 372, 0.95, -10],
    [430, 366, 1, 8],
    [550, 384, 0.9, 20],
    [240, 452, 1.05, -6],
    [380, 462, 1.1, 4],
    [520, 470, 1.05, 14],
  ]
  return spots.map(([x, y, s, r]) => shadow(c, x, y + 66 * s, 62 * s, 14) + place(x, y, s, r, onion(c))).join('')
})

picture('nashik-red-onion-cut', { backdrop: 'peach', table: 'wood' }, (c) => {
  let out = `<rect x="180" y="430" width="440" height="110" rx="18" fill="#d6a56b"/><rect x="180" y="430" width="440" height="14" rx="7" fill="#e8bf88"/>`
  out += shadow(c, 300, 480, 90, 16) + place(300, 402, 1.15, -6, onion(c))
  out += shadow(c, 490, 486, 80, 12) + place(490, 470, 1.05, 0, onionHalf())
  return out
})

picture('thompson-seedless-grapes', { backdrop: 'sage', table: 'marble' }, (c) => {
  let out = shadow(c, 400, 500, 230, 26, 0.25)
  out += '<ellipse cx="400" cy="488" rx="240" ry="44" fill="#ffffff"/><ellipse cx="400" cy="484" rx="200" ry="32" fill="#f1eee8"/>'
  out += place(330, 430, 1.05, -62, grapeBunch(c)) + place(470, 440, 1.1, 58, grapeBunch(c))
  return out
})

picture('hybrid-tomato', { backdrop: 'blush', table: 'wood' }, (c) =>
  crate(c, { cx: 400, y: 410, w: 460, h: 150 }, () =>
    mound(c, { cx: 400, baseY: 412, rx: 205, ry: 12, h: 60, count: 15 }, (x, y) => place(x, y, c.r(0.8, 0.95), c.r(-20, 20), tomato(c))),
  ),
)

picture('hybrid-tomato-vine', { backdrop: 'cream', table: 'linen' }, (c) => {
  let out = '<path d="M200,300C300,280 420,290 600,320" stroke="#4f8a2e" stroke-width="8" fill="none" stroke-linecap="round"/>'
  const fruit = [
    [270, 380, 1],
    [390, 392, 1.1],
    [510, 386, 1],
    [610, 420, 0.85],
  ]
  for (const [x, y, s] of fruit) {
    out += `<path d="M${x},${y - 50 * s}Q${x - 6},${y - 80} ${x + 4},300" stroke="#4f8a2e" stroke-width="4" fill="none"/>`
  }
  for (const [x, y, s] of fruit) out += shadow(c, x, y + 60 * s, 55 * s, 12) + place(x, y, s, c.r(-10, 10), tomato(c))
  return out
})

picture('shimla-capsicum', { backdrop: 'sky', table: 'slate' }, (c) => {
  const spots = [
    [290, 360, 1.05, -12],
    [470, 350, 1.1, 10],
    [380, 450, 1.15, 0],
    [570, 460, 1, 18],
    [200, 460, 0.95, -20],
  ]
  return spots.map(([x, y, s, r]) => shadow(c, x, y + 58 * s, 58 * s, 12, 0.35) + place(x, y, s, r, capsicum(c))).join('')
})

picture('coriander-bunch', { backdrop: 'mint', table: 'wood' }, (c) => {
  let out = shadow(c, 370, 490, 220, 20)
  out += place(500, 400, 1, -100, corianderBunch(c))
  out += place(540, 470, 1, -84, corianderBunch(c))
  return out
})

picture('alphonso-mango', { backdrop: 'butter', table: 'wood' }, (c) =>
  crate(c, { cx: 400, y: 420, w: 480, h: 150 }, () => {
    let straw = ''
    for (let i = 0; i < 90; i++) {
      const x = c.r(180, 620)
      const y = c.r(392, 430)
      straw += `<path d="M${f(x)},${f(y)}l${f(c.r(-30, 30))},${f(c.r(-8, 8))}" stroke="${c.pick(['#e8cf8a', '#d9b86a', '#f2dfa6'])}" stroke-width="2" stroke-linecap="round"/>`
    }
    const fruit = [
      [250, 384, 0.72, -70],
      [370, 376, 0.74, 75],
      [490, 380, 0.72, -80],
      [300, 420, 0.78, 65],
      [430, 424, 0.8, -70],
      [555, 420, 0.76, 80],
    ]
    return straw + fruit.map(([x, y, s, r]) => place(x, y, s, r, mango(c))).join('') + place(540, 440, 0.9, -160, mangoLeaf())
  }),
)

picture('alphonso-mango-cut', { backdrop: 'peach', table: 'marble' }, (c) => {
  let out = shadow(c, 400, 505, 250, 22)
  out += '<ellipse cx="400" cy="490" rx="250" ry="46" fill="#3f8a5a"/><ellipse cx="400" cy="486" rx="230" ry="36" fill="#4fa06a"/>'
  out += place(210, 330, 0.9, -30, mangoLeaf()) + place(290, 420, 1, -60, mango(c))
  out += place(500, 456, 0.95, -75, mangoHalf(c))
  return out
})

picture('cashew-w320', { backdrop: 'sand', table: 'wood' }, (c) => {
  let out = vessel(c, { kind: 'wood', cx: 400, rimY: 400, rx: 190, ry: 44, depth: 120 }, (reg) =>
    heapIn(c, reg, 60, 130, (x, y) => place(x, y, c.r(1.8, 2), c.r(0, 360), cashew(c))),
  )
  for (let i = 0; i < 6; i++) out += place(c.r(150, 650), c.r(550, 585), 1.9, c.r(0, 360), cashew(c))
  return out
})

picture('kokum-dried', { backdrop: 'lilac', table: 'bamboo' }, (c) => {
  let out = vessel(c, { kind: 'clay', cx: 360, rimY: 410, rx: 170, ry: 40, depth: 110 }, (reg) =>
    heapIn(c, reg, 50, 150, (x, y) => place(x, y, c.r(1.1, 1.5), c.r(0, 360), kokumRind(c))),
  )
  out += shadow(c, 610, 520, 40, 10) + place(610, 488, 1, 0, kokumFruit(c))
  out += shadow(c, 660, 560, 38, 10) + place(668, 530, 0.95, 30, kokumFruit(c))
  return out
})

picture('guntur-sannam-chilli', { backdrop: 'cream', table: 'jute' }, (c) => {
  let out = shadow(c, 400, 510, 300, 28, 0.3)
  out += mound(c, { cx: 385, baseY: 470, rx: 250, ry: 40, h: 110, count: 55 }, (x, y) =>
    centredChilli(c, x, y, 160, c.r(-22, 22) + (c.random() < 0.3 ? 180 : 0), c.r(1, 1.1)),
  )
  return out
})

picture('teja-chilli', { backdrop: 'stone', table: 'slate' }, (c) =>
  vessel(c, { kind: 'basket', cx: 400, rimY: 400, rx: 220, ry: 50, depth: 130 }, (reg) =>
    heapIn(c, reg, 60, 80, (x, y) => centredChilli(c, x, y, 100, c.r(-25, 25) + (c.random() < 0.5 ? 180 : 0), c.r(1, 1.1), { dark: true })),
  ),
)

picture('duggirala-turmeric', { backdrop: 'butter', table: 'jute' }, (c) => {
  let out = shadow(c, 400, 510, 280, 26, 0.3)
  out += mound(c, { cx: 400, baseY: 470, rx: 270, ry: 40, h: 110, count: 90 }, (x, y) =>
    place(x, y, c.r(0.9, 1.2), c.r(-50, 50) + (c.random() < 0.5 ? 180 : 0), turmericFinger(c, c.r(60, 100))),
  )
  return out
})

picture('duggirala-turmeric-powder', { backdrop: 'sand', table: 'wood' }, (c) => {
  let out = vessel(c, { kind: 'brass', cx: 510, rimY: 410, rx: 150, ry: 36, depth: 100 }, (reg) => {
    const powder = c.rad(
      'turmeric-powder',
      [
        [0, '#ffc43a'],
        [1, '#e88a06'],
      ],
      { cx: 0.45, cy: 0.3, r: 0.8 },
    )
    let heap = `<path d="M${reg.cx - reg.rx + 10},${reg.rimY}C${reg.cx - 60},${reg.rimY - 90} ${reg.cx + 60},${reg.rimY - 90} ${reg.cx + reg.rx - 10},${reg.rimY}A${reg.rx - 10} ${reg.ry - 4} 0 0 1 ${reg.cx - reg.rx + 10},${reg.rimY}Z" fill="${powder}"/>`
    for (let i = 0; i < 120; i++) {
      heap += `<circle cx="${f(reg.cx + c.r(-110, 110))}" cy="${f(reg.rimY + c.r(-50, 20))}" r="1" fill="#c46a00" opacity=".35"/>`
    }
    return heap
  })
  out += shadow(c, 240, 500, 150, 18)
  for (let i = 0; i < 7; i++) {
    out += place(150 + i * 24 + c.r(-8, 8), 470 + c.r(-20, 20), 1.1, c.r(-30, 30), turmericFinger(c, c.r(70, 100)))
  }
  return out
})

picture('hd-3086-wheat', { backdrop: 'sky', table: 'linen' }, (c) => {
  let out = ''
  for (let i = 0; i < 7; i++) out += place(170 + i * 14, 330 + i * 6, 0.9, -38 + i * 6, wheatEar(c))
  out += shadow(c, 500, 510, 200, 24)
  out += mound(c, { cx: 500, baseY: 480, rx: 190, ry: 34, h: 90, count: 900 }, (x, y) =>
    place(x, y, 1, c.r(0, 360), wheatGrain(c.pick(['#d59a4a', '#cf9242', '#dba458']))),
  )
  return out
})

picture('pusa-basmati-1121', { backdrop: 'sage', table: 'wood' }, (c) => {
  let out = vessel(c, { kind: 'ceramic', cx: 400, rimY: 410, rx: 200, ry: 46, depth: 110 }, (reg) =>
    heapIn(c, reg, 60, 1300, (x, y) => place(x, y, 1, c.r(0, 180), rice())),
  )
  for (let i = 0; i < 40; i++) out += place(c.r(120, 680), c.r(540, 590), 1, c.r(0, 180), rice())
  return out
})

picture('kufri-pukhraj-potato', { backdrop: 'stone', table: 'wood' }, (c) =>
  vessel(c, { kind: 'basket', cx: 400, rimY: 400, rx: 230, ry: 54, depth: 140 }, (reg) =>
    heapIn(c, reg, 80, 13, (x, y, i) => place(x, y, c.r(0.85, 1), c.r(-30, 30), potato(c, i)), 0.8),
  ),
)

picture('sarson-saag', { backdrop: 'mint', table: 'jute' }, (c) => {
  let out = shadow(c, 400, 500, 250, 24)
  for (let i = 0; i < 3; i++) {
    const x = 560 + i * 34
    out += `<path d="M200,492Q${x - 60},${360 + i * 10} ${x},${300 + i * 12}" stroke="#6a9a3a" stroke-width="3" fill="none"/>`
    for (let k = 0; k < 6; k++) out += place(x + c.r(-14, 14), 300 + i * 12 + c.r(-12, 14), 1.3, c.r(0, 90), mustardFlower())
  }
  const tones = ['#3f8f35', '#4e9c3c', '#35802d', '#5aa844', '#468f37', '#3a8630']
  ;[-52, -34, -17, 0, 15, 30].forEach((a, i) => {
    out += place(170, 480, c.r(1.1, 1.2), a + c.r(-3, 3), mustardLeaf(c, tones[i]))
  })
  out += '<rect x="128" y="466" width="22" height="30" rx="5" fill="#b24d2a"/>'
  return out
})

picture('kinnow', { backdrop: 'sky', table: 'wood' }, (c) => {
  const spec = { key: 'kinnow', light: '#ffc04d', mid: '#f58a0c', dark: '#c75a00' }
  let out = ''
  const spots = [
    [280, 380, 1],
    [410, 372, 1.05],
    [220, 460, 1.05],
    [360, 470, 1.1],
  ]
  for (const [x, y, s] of spots) out += shadow(c, x, y + 56 * s, 60 * s, 12) + place(x, y, s, c.r(-20, 20), citrus(c, 60, spec))
  out += place(430, 330, 0.9, -30, citrusLeaf())
  out += shadow(c, 560, 510, 70, 14) + place(560, 470, 1, 0, citrusHalf(62))
  return out
})

picture('alleppey-green-cardamom', { backdrop: 'sage', table: 'slate' }, (c) =>
  vessel(c, { kind: 'brass', cx: 400, rimY: 400, rx: 200, ry: 46, depth: 120 }, (reg) =>
    heapIn(c, reg, 70, 260, (x, y) => place(x, y, c.r(2, 2.2), c.r(0, 360), cardamomPod(c))),
  ),
)

picture('alleppey-green-cardamom-spill', { backdrop: 'cream', table: 'wood' }, (c) => {
  let out = vessel(c, { kind: 'sack', cx: 300, rimY: 330, rx: 140, ry: 36, depth: 200 }, (reg) =>
    heapIn(c, reg, 50, 130, (x, y) => place(x, y, 2, c.r(0, 360), cardamomPod(c))),
  )
  out += shadow(c, 540, 520, 160, 20)
  out += mound(c, { cx: 540, baseY: 500, rx: 160, ry: 30, h: 40, count: 90 }, (x, y) => place(x, y, 2, c.r(0, 360), cardamomPod(c)))
  return out
})

picture('malabar-black-pepper', { backdrop: 'mint', table: 'wood' }, (c) => {
  let out = vessel(c, { kind: 'clay', cx: 360, rimY: 410, rx: 190, ry: 44, depth: 110 }, (reg) =>
    heapIn(c, reg, 60, 1100, (x, y) => place(x, y, c.r(1, 1.15), 0, peppercorn(c))),
  )
  out += place(600, 330, 1.1, -10, pepperSpike()) + place(650, 340, 1, 8, pepperSpike())
  out += place(560, 340, 1, -20, '<path d="M0,0C20,-30 60,-40 90,-20C70,6 30,14 0,0Z" fill="#2f7a2a"/>')
  return out
})

picture('nendran-banana', { backdrop: 'butter', table: 'leaf', view: [20, 75, 700] }, (c) => {
  let out = shadow(c, 410, 500, 260, 26, 0.3)
  const fingers = [
    [190, 440, -8, 1],
    [195, 455, 0, 1.02],
    [200, 470, 6, 1],
    [205, 488, 12, 0.98],
    [210, 505, 18, 0.95],
  ]
  for (const [x, y, r, s] of fingers) out += place(x, y, s * 1.45, r, banana(c, 250))
  out += '<path d="M130,470C140,440 170,436 190,446L200,500C170,508 140,500 130,470Z" fill="#6f8a2a"/>'
  return out
})

picture('sharbati-wheat', { backdrop: 'sand', table: 'wood' }, (c) => {
  let out = vessel(c, { kind: 'sack', cx: 380, rimY: 330, rx: 190, ry: 44, depth: 220 }, (reg) =>
    heapIn(c, reg, 70, 1300, (x, y) => place(x, y, 1, c.r(0, 360), wheatGrain(c.pick(['#e6b862', '#ebc173', '#deae55'])))),
  )
  out += shadow(c, 620, 540, 90, 12)
  out += mound(c, { cx: 620, baseY: 530, rx: 90, ry: 16, h: 26, count: 130 }, (x, y) =>
    place(x, y, 1, c.r(0, 360), wheatGrain(c.pick(['#e6b862', '#ebc173', '#deae55']))),
  )
  return out
})

picture('kabuli-chana', { backdrop: 'peach', table: 'linen' }, (c) =>
  vessel(c, { kind: 'steel', cx: 400, rimY: 400, rx: 200, ry: 48, depth: 110 }, (reg) =>
    heapIn(c, reg, 60, 330, (x, y) => place(x, y, c.r(0.95, 1.1), c.r(0, 360), chanaGrain(c))),
  ),
)

picture('toor-dal', { backdrop: 'sky', table: 'wood' }, (c) => {
  let out = vessel(c, { kind: 'brass', cx: 400, rimY: 410, rx: 200, ry: 46, depth: 105 }, (reg) =>
    heapIn(c, reg, 55, 1000, (x, y) => place(x, y, 1, c.r(0, 360), toorDal(c))),
  )
  for (let i = 0; i < 24; i++) out += place(c.r(150, 650), c.r(545, 585), 1, c.r(0, 360), toorDal(c))
  return out
})

picture('soybean-js-2034', { backdrop: 'sage', table: 'jute' }, (c) => {
  let out = shadow(c, 400, 505, 260, 26, 0.3)
  out += mound(c, { cx: 400, baseY: 470, rx: 260, ry: 40, h: 110, count: 1500 }, (x, y) => place(x, y, 1, c.r(0, 360), soybean(c)))
  for (let i = 0; i < 20; i++) out += place(c.r(120, 680), c.r(535, 585), 1, c.r(0, 360), soybean(c))
  return out
})

picture('sikkim-organic-ginger', { backdrop: 'mint', table: 'bamboo' }, (c) => {
  let out = shadow(c, 330, 480, 160, 18) + place(330, 440, 1.35, -6, gingerRoot(c, { pink: true }))
  out += shadow(c, 560, 520, 120, 14) + place(560, 492, 1, 18, gingerRoot(c, { pink: true }))
  return out
})

picture('sikkim-organic-ginger-sliced', { backdrop: 'sage', table: 'wood' }, (c) => {
  let out =
    '<rect x="170" y="420" width="460" height="120" rx="20" fill="#d9ae78"/><rect x="170" y="420" width="460" height="14" rx="7" fill="#ecc795"/>'
  out += shadow(c, 320, 490, 140, 14) + place(320, 462, 1.1, -4, gingerRoot(c, { pink: true }))
  for (let i = 0; i < 5; i++) out += place(480 + i * 26, 480 + (i % 2) * 8, 1.1, 0, gingerSlice())
  return out
})

picture('sikkim-large-cardamom', { backdrop: 'stone', table: 'bamboo' }, (c) => {
  let out = shadow(c, 400, 505, 270, 26, 0.3)
  out += mound(c, { cx: 400, baseY: 470, rx: 260, ry: 40, h: 110, count: 260 }, (x, y) =>
    place(x, y, c.r(1.3, 1.6), c.r(0, 360), largeCardamom(c)),
  )
  return out
})

picture('dalle-khursani', { backdrop: 'blush', table: 'bamboo' }, (c) =>
  vessel(c, { kind: 'wood', cx: 400, rimY: 400, rx: 200, ry: 46, depth: 110 }, (reg) =>
    heapIn(c, reg, 60, 260, (x, y) => place(x, y, c.r(1.3, 1.5), c.r(-30, 30), roundChilli(c))),
  ),
)

picture('sikkim-mandarin', { backdrop: 'sky', table: 'bamboo' }, (c) => {
  const spec = { key: 'mandarin', light: '#ffb347', mid: '#f07f0c', dark: '#c25a05' }
  return vessel(c, { kind: 'basket', cx: 400, rimY: 400, rx: 220, ry: 52, depth: 140 }, (reg) => {
    const fruit = heapIn(c, reg, 70, 14, (x, y) => place(x, y, c.r(0.95, 1.05), c.r(-20, 20), citrus(c, 42, spec)), 0.82)
    return (
      fruit + place(300, 350, 1, -40, citrusLeaf()) + place(470, 345, 0.9, -150, citrusLeaf()) + place(400, 330, 0.8, -80, citrusLeaf())
    )
  })
})

picture('moong-green-gram', { backdrop: 'cream', table: 'wood' }, (c) => {
  let out = vessel(c, { kind: 'clay', cx: 400, rimY: 410, rx: 200, ry: 46, depth: 105 }, (reg) =>
    heapIn(c, reg, 55, 1500, (x, y) => place(x, y, 1, c.r(0, 360), moongGrain(c))),
  )
  for (let i = 0; i < 30; i++) out += place(c.r(150, 650), c.r(545, 585), 1, c.r(0, 360), moongGrain(c))
  return out
})

picture('bajra-hhb-67', { backdrop: 'sand', table: 'jute' }, (c) => {
  let out = place(170, 330, 1, -24, bajraSpike(c)) + place(225, 320, 1, -10, bajraSpike(c))
  out += shadow(c, 500, 510, 210, 24)
  out += mound(c, { cx: 500, baseY: 480, rx: 200, ry: 34, h: 90, count: 2600 }, (x, y) => place(x, y, 1, 0, bajraGrain(c)))
  return out
})

picture('nagauri-kasuri-methi', { backdrop: 'butter', table: 'linen' }, (c) =>
  vessel(c, { kind: 'ceramic', cx: 400, rimY: 410, rx: 200, ry: 46, depth: 105 }, (reg) =>
    heapIn(c, reg, 65, 1400, (x, y) => place(x, y, 1.2, c.r(0, 360), methiFlake(c))),
  ),
)

picture('jeera-cumin', { backdrop: 'peach', table: 'slate' }, (c) => {
  let out = vessel(c, { kind: 'steel', cx: 400, rimY: 410, rx: 200, ry: 46, depth: 105 }, (reg) =>
    heapIn(c, reg, 55, 800, (x, y) => place(x, y, 1.6, c.r(0, 360), cuminSeed(c))),
  )
  for (let i = 0; i < 24; i++) out += place(c.r(150, 650), c.r(550, 590), 1.6, c.r(0, 360), cuminSeed(c))
  return out
})

/* ------------------------------------------------------------------ output */

async function main() {
  const args = process.argv.slice(2)
  let pngDir
  const filters = []
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--png') pngDir = args[++i]
    else filters.push(args[i])
  }
  const names = Object.keys(PICTURES).filter((n) => filters.length === 0 || filters.some((w) => n.includes(w)))

  await mkdir(OUT_DIR, { recursive: true })
  if (pngDir) await mkdir(pngDir, { recursive: true })

  let total = 0
  for (const name of names) {
    const c = new Canvas(name)
    const { view, draw } = PICTURES[name]
    const body = draw(c)
    const [vx, vy, vw] = view
    const vh = (vw * HEIGHT) / WIDTH
    if (vx < 0 || vy < 0 || vx + vw > WIDTH || vy + vh > HEIGHT) throw new Error(`${name}: view ${view} leaves the canvas`)
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="${vx} ${vy} ${vw} ${f(vh)}"><defs>${[...c.defs.values()].join('')}</defs>${body}</svg>`
    const image = sharp(Buffer.from(svg)).resize(WIDTH, HEIGHT)
    const webp = await image.clone().webp({ quality: WEBP_QUALITY, effort: 6, smartSubsample: true }).toBuffer()
    await writeFile(path.join(OUT_DIR, `${name}.webp`), webp)
    if (pngDir)
      await image
        .clone()
        .png()
        .toFile(path.join(pngDir, `${name}.png`))
    total += webp.length
    console.log(`${name}.webp ${(webp.length / 1024).toFixed(1)} KB`)
  }

  // A full run also removes pictures that no scene draws any more, so the folder matches the script.
  if (filters.length === 0) {
    for (const file of await readdir(OUT_DIR)) {
      if (file.endsWith('.webp') && !PICTURES[file.slice(0, -'.webp'.length)]) {
        await unlink(path.join(OUT_DIR, file))
        console.log(`removed stale ${file}`)
      }
    }
  }
  console.log(`${names.length} pictures, ${(total / 1024).toFixed(1)} KB in total`)
}

await main()
