import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { ImageError, processProductImage, processProfileImage, sniffImageFormat } from './images'
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

  it('refuses an image of more than 50 megapixels before decoding it', async () => {
    const bomb = await sharp({ create: { width: 8000, height: 7000, channels: 3, background: 'white' } })
      .png()
      .toBuffer()
    expect(bomb.length).toBeLessThan(1024 * 1024)
    expect(await problemOf(processProductImage(bomb))).toBe('too-many-pixels')
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
