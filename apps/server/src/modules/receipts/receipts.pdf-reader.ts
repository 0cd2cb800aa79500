import { inflateSync } from 'node:zlib'
import { create as openFont, type Font } from 'fontkit'

/**
 * What a receipt PDF shows, read back from its bytes for the tests: every piece of text PDFKit
 * placed, with the font it was drawn in, the glyphs (by their outlines in the embedded font file,
 * the only identity a subset keeps) and the characters its ToUnicode map gives them. Only what
 * PDFKit writes is understood: one page, text as `Tm`, `Tf`, `TJ` with Identity-H fonts.
 */

interface PdfObject {
  dict: string
  stream?: Buffer
}

export interface PlacedText {
  /** The embedded font's name without its subset tag, e.g. "NotoSansDevanagari-Regular". */
  font: string
  size: number
  x: number
  y: number
  width: number
  /** Glyph ids in the embedded subset, in the order drawn. */
  glyphIds: number[]
  /** Each glyph's outline as SVG path data: compared with what fontkit's shaping gives. */
  outlines: string[]
  /** The characters behind the glyphs, through the font's ToUnicode map (visual order). */
  text: string
}

function readObjects(pdf: Buffer): Map<number, PdfObject> {
  const raw = pdf.toString('latin1')
  const objects = new Map<number, PdfObject>()
  const header = /(\d+) 0 obj\n/g
  for (let match = header.exec(raw); match; match = header.exec(raw)) {
    const start = match.index + match[0].length
    const streamAt = raw.indexOf('\nstream\n', start)
    const endAt = raw.indexOf('endobj', start)
    if (streamAt === -1 || streamAt > endAt) {
      objects.set(Number(match[1]), { dict: raw.slice(start, endAt) })
      continue
    }
    const dict = raw.slice(start, streamAt)
    const length = Number(/\/Length (\d+)/.exec(dict)![1])
    const dataAt = streamAt + '\nstream\n'.length
    const bytes = pdf.subarray(dataAt, dataAt + length)
    objects.set(Number(match[1]), { dict, stream: /\/FlateDecode/.test(dict) ? inflateSync(bytes) : bytes })
    header.lastIndex = dataAt + length
  }
  return objects
}

const ref = (dict: string, key: string): number | undefined => {
  const match = new RegExp(`/${key} \\[?(\\d+) 0 R`).exec(dict)
  return match ? Number(match[1]) : undefined
}

function hexToUtf16(hex: string): string {
  const units: number[] = []
  for (let index = 0; index + 4 <= hex.length; index += 4) units.push(parseInt(hex.slice(index, index + 4), 16))
  return String.fromCharCode(...units)
}

interface EmbeddedFont {
  name: string
  widths: Map<number, number>
  unicode: Map<number, string>
  file: Font
}

function readFont(objects: Map<number, PdfObject>, id: number): EmbeddedFont {
  const type0 = objects.get(id)!.dict
  const name = /\/BaseFont \/(?:[A-Z]{6}\+)?(\S+)/.exec(type0)![1]!
  const descendant = objects.get(ref(type0, 'DescendantFonts')!)!.dict
  const widths = new Map<number, number>()
  const widthArray = /\/W \[(\d+) \[([^\]]*)\]\]/.exec(descendant)
  if (widthArray) {
    widthArray[2]!
      .trim()
      .split(/\s+/)
      .forEach((width, index) => widths.set(Number(widthArray[1]) + index, Number(width)))
  }
  const unicode = new Map<number, string>()
  const cmap = objects.get(ref(type0, 'ToUnicode')!)!.stream!.toString('latin1')
  for (const range of cmap.matchAll(/<([0-9a-f]+)> <[0-9a-f]+> \[([^\]]*)\]/gi)) {
    const first = parseInt(range[1]!, 16)
    ;[...range[2]!.matchAll(/<([^>]*)>/g)].forEach((entry, index) => unicode.set(first + index, hexToUtf16(entry[1]!.replace(/\s/g, ''))))
  }
  const descriptor = objects.get(ref(descendant, 'FontDescriptor')!)!.dict
  const file = openFont(objects.get(ref(descriptor, 'FontFile2')!)!.stream!) as Font
  return { name, widths, unicode, file }
}

/** Every text fragment on the PDF's page, in drawing order. */
export function readPlacedText(pdf: Buffer): PlacedText[] {
  const objects = readObjects(pdf)
  const fontIds = new Map<string, number>()
  for (const object of objects.values()) {
    const fontDict = /\/Font <<([^>]*)>>/.exec(object.dict)
    if (fontDict) for (const entry of fontDict[1]!.matchAll(/\/(F\d+) (\d+) 0 R/g)) fontIds.set(entry[1]!, Number(entry[2]))
  }
  const fonts = new Map<string, EmbeddedFont>()
  const fontOf = (resource: string) => {
    let font = fonts.get(resource)
    if (!font) {
      font = readFont(objects, fontIds.get(resource)!)
      fonts.set(resource, font)
    }
    return font
  }
  const placed: PlacedText[] = []
  for (const object of objects.values()) {
    if (!object.stream) continue
    const content = object.stream.toString('latin1')
    // Font files and maps are streams too; only the page's content draws text.
    if (!/\] TJ/.test(content) || !/\bBT\b/.test(content)) continue
    // PDFKit starts a new Tm where shaping moved a glyph (a mark above a conjunct), keeping the font.
    const operators = /([\d.-]+) ([\d.-]+) Tm|\/(F\d+) ([\d.]+) Tf|\[([^\]]*)\] TJ/g
    let at = { x: 0, y: 0 }
    let current = { resource: '', size: 0 }
    for (const match of content.matchAll(operators)) {
      if (match[1] !== undefined) {
        at = { x: Number(match[1]), y: Number(match[2]) }
        continue
      }
      if (match[3] !== undefined) {
        current = { resource: match[3], size: Number(match[4]) }
        continue
      }
      const font = fontOf(current.resource)
      const glyphIds: number[] = []
      let adjust = 0
      for (const item of match[5]!.matchAll(/<([0-9a-f]*)>|(-?[\d.]+)/gi)) {
        if (item[1] !== undefined) {
          for (let index = 0; index + 4 <= item[1].length; index += 4) glyphIds.push(parseInt(item[1].slice(index, index + 4), 16))
        } else adjust += Number(item[2])
      }
      const advance = glyphIds.reduce((sum, id) => sum + (font.widths.get(id) ?? 0), 0) - adjust
      placed.push({
        font: font.name,
        size: current.size,
        x: at.x,
        y: at.y,
        width: (advance * current.size) / 1000,
        glyphIds,
        outlines: glyphIds.map((id) => font.file.getGlyph(id).path.toSVG()),
        text: glyphIds.map((id) => font.unicode.get(id) ?? '').join(''),
      })
    }
  }
  return placed
}

/**
 * The texts as a reader sees them: fragments on one baseline that touch are joined (a name in
 * Devanagari followed by Latin digits is one text drawn in two fonts), those apart stay apart
 * (the cells of a table row). Top of the page first.
 */
export function readTexts(pdf: Buffer): string[] {
  const rows = new Map<string, PlacedText[]>()
  for (const fragment of readPlacedText(pdf)) {
    const key = fragment.y.toFixed(1)
    rows.set(key, [...(rows.get(key) ?? []), fragment])
  }
  const texts: string[] = []
  for (const [, fragments] of [...rows].sort((a, b) => Number(b[0]) - Number(a[0]))) {
    let end = Number.NEGATIVE_INFINITY
    for (const fragment of fragments.sort((a, b) => a.x - b.x)) {
      if (Math.abs(fragment.x - end) < 0.5) texts[texts.length - 1] += fragment.text
      else texts.push(fragment.text)
      end = fragment.x + fragment.width
    }
  }
  return texts
}

/** Every glyph drawn in each embedded font, by outline, in drawing order: where a shaped word can be looked for. */
export function readOutlinesByFont(pdf: Buffer): Map<string, string[]> {
  const byFont = new Map<string, string[]>()
  for (const fragment of readPlacedText(pdf)) byFont.set(fragment.font, [...(byFont.get(fragment.font) ?? []), ...fragment.outlines])
  return byFont
}
