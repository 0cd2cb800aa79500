import { createHash } from 'node:crypto'
import sharp, { type Metadata, type Sharp } from 'sharp'
import { PRODUCT_IMAGE_MAX_PX, PRODUCT_THUMBNAIL_MAX_PX, PROFILE_IMAGE_PX } from '@app/shared/uploads'

/**
 * The image pipeline for everything users upload (and the demo photos): the file's own bytes
 * decide whether it is an image, and every stored image is a fresh WebP encoding, so nothing
 * the sender put in the file (EXIF with GPS, XMP, ICC tricks, trailing data, scripts) survives.
 */

export type ImageFormat = 'jpeg' | 'png' | 'webp'

export type ImageProblem =
  /** Not a JPEG, PNG or WebP by its bytes (text, SVG, GIF, PDF…). */
  | 'unsupported'
  /** Starts like an image but cannot be decoded: truncated or corrupt. */
  | 'broken'
  /** More pixels than we decode (a "decompression bomb" fits in a few KB). */
  | 'too-many-pixels'

export class ImageError extends Error {
  constructor(readonly problem: ImageProblem) {
    super(`image rejected: ${problem}`)
    this.name = 'ImageError'
  }
}

/**
 * 24 megapixels, counted in 8-bit samples: twice a phone camera's 12 MP default output, and the
 * 48 and 50 MP modes that some phones offer are refused (their photos are resized to 1600 px
 * anyway). A 16-bit image counts double, as decoding it takes twice the memory, so a 7000 × 7000
 * 16-bit PNG, which can fit in 0.5 MB on the wire yet needs about 290 MB decoded, is refused from
 * its header alone, before any pixel is decoded.
 */
export const MAX_INPUT_PIXELS = 24_000_000

/** Bytes per sample of libvips' pixel formats: what a decoded pixel costs next to 8-bit. */
const SAMPLE_BYTES: Partial<Record<string, number>> = { uchar: 1, char: 1, ushort: 2, short: 2, uint: 4, int: 4, float: 4 }

/** The pixel count an image is judged by: width × height, doubled for 16-bit samples (4× for 32-bit). */
export function decodeCost(metadata: Pick<Metadata, 'width' | 'height' | 'depth'>): number {
  return metadata.width * metadata.height * (SAMPLE_BYTES[metadata.depth] ?? 8)
}

// libvips' operation cache keeps recent decoded images in memory to reuse them; every upload is
// a new image, so it would only hold memory. One libvips thread per image: the number of images
// decoded at once is bounded by the process's one limiter (app.imageDecodes), and each runs on one
// thread of libuv's pool (off the event loop), leaving the pool's other threads to static files.
sharp.cache(false)
sharp.concurrency(1)

const PRODUCT_QUALITY = 78
const THUMBNAIL_QUALITY = 72
const PROFILE_QUALITY = 80

/** The format the file's first bytes announce (magic numbers), or null for anything else. */
export function sniffImageFormat(data: Buffer): ImageFormat | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg'
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'png'
  }
  if (data.length >= 12 && data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP') {
    return 'webp'
  }
  return null
}

/**
 * Checks the bytes before decoding anything: only the three formats reach libvips (so an SVG is
 * never rendered), the header must agree with the magic number, and the pixel count is bounded.
 */
async function open(data: Buffer): Promise<Sharp> {
  const format = sniffImageFormat(data)
  if (!format) throw new ImageError('unsupported')
  let metadata: Metadata
  try {
    metadata = await sharp(data, { limitInputPixels: false }).metadata()
  } catch {
    throw new ImageError('broken')
  }
  if (metadata.format !== format) throw new ImageError('broken')
  if (!metadata.width || !metadata.height) throw new ImageError('broken')
  if (decodeCost(metadata) > MAX_INPUT_PIXELS) throw new ImageError('too-many-pixels')
  // failOn 'error' aborts on truncated or corrupt pixel data instead of storing a half-grey image.
  return sharp(data, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS, autoOrient: true })
}

export interface EncodedImage {
  data: Buffer
  width: number
  height: number
}

/** Encodes to WebP. Without `keepMetadata`/`withMetadata`, sharp writes no EXIF, XMP or IPTC and converts to sRGB. */
async function encode(pipeline: Sharp, quality: number): Promise<EncodedImage> {
  try {
    const { data, info } = await pipeline.webp({ quality }).toBuffer({ resolveWithObject: true })
    return { data, width: info.width, height: info.height }
  } catch {
    throw new ImageError('broken')
  }
}

/** A hex digest naming stored content, so a key's bytes never change (immutable caching). */
export function contentHash(data: Buffer): string {
  return createHash('sha256').update(data).digest('hex').slice(0, 32)
}

export interface ProcessedProductImage {
  /** Names both files: see `productImageKey` and `productThumbnailKey` in @app/shared/uploads. */
  hash: string
  image: EncodedImage
  thumbnail: EncodedImage
}

/** A product photo: upright by its EXIF orientation, fitted into 1600 px, plus a 480 px thumbnail. */
export async function processProductImage(data: Buffer): Promise<ProcessedProductImage> {
  const source = await open(data)
  const fit = (size: number) => source.clone().resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true })
  const image = await encode(fit(PRODUCT_IMAGE_MAX_PX), PRODUCT_QUALITY)
  const thumbnail = await encode(fit(PRODUCT_THUMBNAIL_MAX_PX), THUMBNAIL_QUALITY)
  return { hash: contentHash(image.data), image, thumbnail }
}

export interface ProcessedProfileImage {
  hash: string
  image: EncodedImage
}

/** A profile image: a 256 px square, cropped around the most interesting part of the picture. */
export async function processProfileImage(data: Buffer): Promise<ProcessedProfileImage> {
  const source = await open(data)
  const image = await encode(
    source.resize({ width: PROFILE_IMAGE_PX, height: PROFILE_IMAGE_PX, fit: 'cover', position: sharp.strategy.attention }),
    PROFILE_QUALITY,
  )
  return { hash: contentHash(image.data), image }
}

/** Long side of a stored document photo: an ID card's or a certificate's small print stays legible. */
export const DOCUMENT_IMAGE_MAX_PX = 2000
const DOCUMENT_QUALITY = 82

/** A document photo (ID, certificate): upright, fitted into DOCUMENT_IMAGE_MAX_PX, metadata (GPS) stripped. */
export async function processDocumentImage(data: Buffer): Promise<ProcessedProfileImage> {
  const source = await open(data)
  const image = await encode(
    source.resize({ width: DOCUMENT_IMAGE_MAX_PX, height: DOCUMENT_IMAGE_MAX_PX, fit: 'inside', withoutEnlargement: true }),
    DOCUMENT_QUALITY,
  )
  return { hash: contentHash(image.data), image }
}

/** Thrown by a work limiter when its queue is full: the caller answers 503 with a Retry-After. */
export class BusyError extends Error {
  constructor() {
    super('image work queue full')
    this.name = 'BusyError'
  }
}

export interface WorkLimiter {
  /** Runs `work` once fewer than `concurrency` are running; throws BusyError when `maxQueue` already wait. */
  run<T>(work: () => Promise<T>): Promise<T>
  /** Running and waiting, for tests and logs. */
  readonly running: number
  readonly waiting: number
}

/**
 * A semaphore with a bounded queue. Decoding is the costly part of an upload (memory for the
 * pixels, a thread of libuv's pool for the whole time), so this process decodes `concurrency`
 * images at most; a burst waits in line up to `maxQueue`, and beyond that is told to come back
 * later rather than piling up memory and threads.
 */
export function createWorkLimiter({ concurrency, maxQueue }: { concurrency: number; maxQueue: number }): WorkLimiter {
  let running = 0
  const queue: (() => void)[] = []
  const release = () => {
    const next = queue.shift()
    if (next) next()
    else running -= 1
  }
  return {
    async run(work) {
      if (running >= concurrency) {
        if (queue.length >= maxQueue) throw new BusyError()
        // The slot is handed over by `release` without ever being counted free.
        await new Promise<void>((resolve) => queue.push(resolve))
      } else {
        running += 1
      }
      try {
        return await work()
      } finally {
        release()
      }
    },
    get running() {
      return running
    },
    get waiting() {
      return queue.length
    },
  }
}
