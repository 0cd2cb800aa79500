import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import {
  BusyError,
  createWorkLimiter,
  decodeCost,
  ImageError,
  MAX_INPUT_PIXELS,
  processProductImage,
  processProfileImage,
  sniffImageFormat,
} from './images'
import { jpeg, jpegWithGps, png, SCRIPTED_SVG, truncated, webp } from '../../test/images'

async function problemOf(work: Promise<unknown>): Promise<string> {
  try {
    await work
    return 'accepted'
  } catch (err) {
    if (err instanceof ImageError) return err.problem
    throw err
  }
}

/** True when the TIFF structure of an EXIF block holds the GPS IFD pointer (tag 0x8825) in either byte order. */
function hasGpsPointer(exif: Buffer): boolean {
  return exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]))
}

describe('sniffImageFormat', () => {
  it('knows JPEG, PNG and WebP by their first bytes, and nothing else', async () => {
    expect(sniffImageFormat(await jpeg())).toBe('jpeg')
    expect(sniffImageFormat(await png())).toBe('png')
    expect(sniffImageFormat(await webp())).toBe('webp')
    expect(sniffImageFormat(SCRIPTED_SVG)).toBeNull()
    expect(
      sniffImageFormat(
        await sharp(await png())
          .gif()
          .toBuffer(),
      ),
    ).toBeNull()
    expect(sniffImageFormat(Buffer.from('GIF89a'))).toBeNull()
    expect(sniffImageFormat(Buffer.alloc(0))).toBeNull()
  })
})

describe('processProductImage', () => {
  it('turns a phone JPEG upright, re-encodes it as WebP and strips every piece of metadata, GPS included', async () => {
    const input = await jpegWithGps(400, 300)
    const before = await sharp(input).metadata()
    expect(before.orientation).toBe(6)
    expect(before.exif && hasGpsPointer(before.exif)).toBe(true)
    expect(before.exif?.includes('KisanPhone')).toBe(true)

    const { image, thumbnail, hash } = await processProductImage(input)
    expect(hash).toMatch(/^[0-9a-f]{32}$/)
    for (const output of [image, thumbnail]) {
      const after = await sharp(output.data).metadata()
      expect(after.format).toBe('webp')
      // Orientation 6 is a quarter turn: the stored pixels are portrait and need no tag.
      expect([after.width, after.height]).toEqual([300, 400])
      expect(after.orientation).toBeUndefined()
      expect(after.exif).toBeUndefined()
      expect(after.xmp).toBeUndefined()
      expect(after.iptc).toBeUndefined()
      expect(after.icc).toBeUndefined()
      expect(output.data.includes('KisanPhone')).toBe(false)
    }
  })

  it('fits photos into 1600 px and thumbnails into 480 px, never enlarging', async () => {
    const large = await processProductImage(await jpeg(2400, 1800))
    expect([large.image.width, large.image.height]).toEqual([1600, 1200])
    expect([large.thumbnail.width, large.thumbnail.height]).toEqual([480, 360])
    const small = await processProductImage(await png(300, 200))
    expect([small.image.width, small.image.height]).toEqual([300, 200])
    expect([small.thumbnail.width, small.thumbnail.height]).toEqual([300, 200])
  })

  it('names the same picture by the same hash', async () => {
    const input = await webp()
    expect((await processProductImage(input)).hash).toBe((await processProductImage(input)).hash)
    expect((await processProductImage(await webp(401, 300))).hash).not.toBe((await processProductImage(input)).hash)
  })

  it('refuses text, SVG and GIF as unsupported, and truncated or corrupt images as broken', async () => {
    expect(await problemOf(processProductImage(Buffer.from('just some text, renamed .jpg')))).toBe('unsupported')
    expect(await problemOf(processProductImage(SCRIPTED_SVG))).toBe('unsupported')
    expect(
      await problemOf(
        processProductImage(
          await sharp(await png())
            .gif()
            .toBuffer(),
        ),
      ),
    ).toBe('unsupported')
    for (const make of [jpeg, png, webp]) {
      expect(await problemOf(processProductImage(truncated(await make()))), make.name).toBe('broken')
    }
    const corrupt = Buffer.from(await png())
    corrupt.fill(0x41, 40, 200)
    expect(await problemOf(processProductImage(corrupt))).toBe('broken')
    // A PNG signature on a WebP body: the header does not match its magic number.
    const mismatched = Buffer.concat([(await png()).subarray(0, 8), (await webp()).subarray(8)])
    expect(await problemOf(processProductImage(mismatched))).toBe('broken')
  })

  it('refuses an image of more than 24 megapixels before decoding it', async () => {
    const bomb = await sharp({ create: { width: 6000, height: 4001, channels: 3, background: 'white' } })
      .png()
      .toBuffer()
    expect(bomb.length).toBeLessThan(1024 * 1024)
    expect(await problemOf(processProductImage(bomb))).toBe('too-many-pixels')
  })

  it('counts a 16-bit image double: 4000 × 3001 is refused at 16 bits, and taken at 8', async () => {
    const make = (sixteen: boolean) => {
      const image = sharp({ create: { width: 4000, height: 3001, channels: 3, background: 'white' } })
      return (sixteen ? image.toColourspace('rgb16') : image).png().toBuffer()
    }
    expect(await problemOf(processProductImage(await make(true)))).toBe('too-many-pixels')
    expect(await problemOf(processProductImage(await make(false)))).toBe('accepted')
  })
})

describe('decodeCost', () => {
  it('is width × height in 8-bit samples', () => {
    expect(decodeCost({ width: 4000, height: 3000, depth: 'uchar' })).toBe(12_000_000)
    expect(decodeCost({ width: 4000, height: 3000, depth: 'ushort' })).toBe(24_000_000)
    expect(decodeCost({ width: 7000, height: 7000, depth: 'ushort' })).toBeGreaterThan(MAX_INPUT_PIXELS)
    expect(decodeCost({ width: 4000, height: 3000, depth: 'float' })).toBe(48_000_000)
  })
})

describe('createWorkLimiter', () => {
  /** A piece of work that runs until `finish` is called. */
  function pending() {
    let finish!: () => void
    const done = new Promise<void>((resolve) => (finish = resolve))
    return { work: () => done, finish }
  }

  it('runs `concurrency` at once, queues up to `maxQueue`, and refuses the rest with BusyError', async () => {
    const limiter = createWorkLimiter({ concurrency: 2, maxQueue: 1 })
    const jobs = [pending(), pending(), pending()]
    const started: number[] = []
    const runs = jobs.map((job, index) =>
      limiter.run(async () => {
        started.push(index)
        await job.work()
        return index
      }),
    )
    await Promise.resolve()
    expect(started).toEqual([0, 1])
    expect([limiter.running, limiter.waiting]).toEqual([2, 1])
    await expect(limiter.run(async () => 'late')).rejects.toBeInstanceOf(BusyError)

    jobs[0]!.finish()
    expect(await runs[0]).toBe(0)
    await new Promise((resolve) => setImmediate(resolve))
    expect(started).toEqual([0, 1, 2])
    expect([limiter.running, limiter.waiting]).toEqual([2, 0])
    jobs[1]!.finish()
    jobs[2]!.finish()
    expect(await Promise.all(runs)).toEqual([0, 1, 2])
    expect([limiter.running, limiter.waiting]).toEqual([0, 0])
  })

  it('frees the slot of work that fails', async () => {
    const limiter = createWorkLimiter({ concurrency: 1, maxQueue: 0 })
    await expect(limiter.run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken')
    expect(await limiter.run(async () => 'next')).toBe('next')
    expect(limiter.running).toBe(0)
  })
})

describe('processProfileImage', () => {
  it('makes a 256 px WebP square without metadata', async () => {
    const { image } = await processProfileImage(await jpegWithGps(1000, 600))
    const after = await sharp(image.data).metadata()
    expect(after).toMatchObject({ format: 'webp', width: 256, height: 256 })
    expect(after.exif).toBeUndefined()
  })
})
