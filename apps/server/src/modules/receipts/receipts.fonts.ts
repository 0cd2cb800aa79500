import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { create as openFont, type Font } from 'fontkit'

/**
 * The fonts a receipt is drawn in: Noto Sans for Latin, Devanagari (Hindi, Marathi), Tamil and
 * Bengali, in regular and bold, from the @fontsource packages the server installs (nothing is
 * fetched at run time). Those packages ship each script as its own WOFF2 subset, named by the
 * unicode range it covers: the script's letters, its signs and joiners, the dotted circle and ₹,
 * but not the Latin letters and digits, which are in the latin subsets. PDFKit embeds TrueType, so
 * each file is decoded to TTF once, the first time a receipt is drawn, and kept in memory.
 */

export const FACES = ['latin', 'latinExt', 'devanagari', 'tamil', 'bengali'] as const
export type Face = (typeof FACES)[number]
export type Weight = 'regular' | 'bold'

const FILES: Record<Face, Record<Weight, string>> = {
  latin: fontsource('noto-sans', 'latin'),
  latinExt: fontsource('noto-sans', 'latin-ext'),
  devanagari: fontsource('noto-sans-devanagari', 'devanagari'),
  tamil: fontsource('noto-sans-tamil', 'tamil'),
  bengali: fontsource('noto-sans-bengali', 'bengali'),
}

function fontsource(family: string, subset: string): Record<Weight, string> {
  const file = (weight: number) => `@fontsource/${family}/files/${family}-${subset}-${weight}-normal.woff2`
  return { regular: file(400), bold: file(700) }
}

export interface ReceiptFont {
  /** The name the font is registered under in a PDFKit document. */
  name: string
  /** The decoded TrueType file opened by fontkit: what PDFKit embeds, and what the runs are measured and shaped with. */
  font: Font
}

export type ReceiptFonts = Record<Face, Record<Weight, ReceiptFont>>

let loading: Promise<ReceiptFonts> | undefined

/**
 * Every receipt font, decoded on first use and shared by every receipt after it. The files are
 * decoded one after another: the decoder is a single WebAssembly instance, and decoding them side
 * by side would only hold all their buffers at once. A failed load is not kept, so the next
 * receipt tries again.
 */
export function loadReceiptFonts(): Promise<ReceiptFonts> {
  loading ??= decodeAll().catch((error: unknown) => {
    loading = undefined
    throw error
  })
  return loading
}

async function decodeAll(): Promise<ReceiptFonts> {
  const require = createRequire(import.meta.url)
  // Loaded here rather than at the top: the decoder's start-up is paid by the first receipt only.
  const { decompress } = await import('wawoff2')
  const fonts: Partial<ReceiptFonts> = {}
  for (const face of FACES) {
    const weights: Partial<Record<Weight, ReceiptFont>> = {}
    for (const weight of ['regular', 'bold'] as const) {
      const ttf = Buffer.from(await decompress(await readFile(require.resolve(FILES[face][weight]))))
      const font = openFont(ttf)
      if (!('layout' in font)) throw new Error(`${FILES[face][weight]} is a font collection, not one font`)
      weights[weight] = { name: `${face}-${weight}`, font }
    }
    fonts[face] = weights as Record<Weight, ReceiptFont>
  }
  return fonts as ReceiptFonts
}

export interface Run {
  text: string
  face: Face
}

/** Where a character cannot be drawn by any receipt font (an emoji, a script we do not ship). */
const REPLACEMENT = '\uFFFD'

/** Shared punctuation of the Indic scripts: it stays in the run of the script around it. */
const DANDAS = new Set([0x0964, 0x0965])

/** The script whose font a character must be drawn in, or undefined for one any font may draw. */
function scriptFace(codePoint: number): Face | undefined {
  if (DANDAS.has(codePoint)) return undefined
  if (
    (codePoint >= 0x0900 && codePoint <= 0x097f) ||
    (codePoint >= 0xa8e0 && codePoint <= 0xa8ff) ||
    (codePoint >= 0x1cd0 && codePoint <= 0x1cff)
  ) {
    return 'devanagari'
  }
  if (codePoint >= 0x0980 && codePoint <= 0x09ff) return 'bengali'
  if (codePoint >= 0x0b80 && codePoint <= 0x0bff) return 'tamil'
  return undefined
}

/**
 * `text` cut into runs that one font each can draw: a letter of an Indic script goes to its
 * script's font; anything else (a space, a joiner, a danda, ₹) stays in the run it follows when
 * that font has it, so a name keeps its joiners and spaces inside one shaped run; otherwise it
 * goes to the first font that has it, Latin first: the digits in a Hindi address are Latin. A
 * character no font has is shown as the replacement sign, never as a question mark that would
 * read as part of the text. Line breaks become spaces: a receipt row is one line.
 */
export function scriptRuns(text: string, fonts: ReceiptFonts): Run[] {
  const runs: Run[] = []
  let current: Run | undefined
  for (const original of text.replace(/\s/g, ' ')) {
    const codePoint = original.codePointAt(0)!
    const has = (candidate: Face) => fonts[candidate].regular.font.hasGlyphForCodePoint(codePoint)
    let char = original
    let face = scriptFace(codePoint)
    // A code point of the script's block that its font lacks (one not yet assigned, an archaic sign).
    if (face && !has(face)) face = undefined
    else if (!face && current && has(current.face)) face = current.face
    else face ??= FACES.find(has)
    if (!face) {
      char = REPLACEMENT
      face = 'latin'
    }
    if (current?.face === face) current.text += char
    else {
      current = { text: char, face }
      runs.push(current)
    }
  }
  return runs
}
