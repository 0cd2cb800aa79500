import sharp from 'sharp'

/** A photo-like picture: a colour gradient with noise, so encoders cannot shrink it to nothing. */
function pixels(width: number, height: number): Buffer {
  const data = Buffer.alloc(width * height * 3)
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3
      data[i] = (x * 255) / width
      data[i + 1] = (y * 255) / height
      data[i + 2] = ((x * y) % 97) * 2
    }
  }
  return data
}

function picture(width: number, height: number) {
  return sharp(pixels(width, height), { raw: { width, height, channels: 3 } })
}

/** GPS and camera tags as a phone writes them (IFD0 and the GPS IFD, "IFD3" in sharp's terms). */
export const PHONE_EXIF = {
  IFD0: { Make: 'KisanPhone', Model: 'Field 5G', Copyright: 'Suresh Pawar' },
  IFD3: {
    GPSLatitudeRef: 'N',
    GPSLatitude: '19/1 59/1 51/1',
    GPSLongitudeRef: 'E',
    GPSLongitude: '73/1 47/1 23/1',
  },
}

/** A JPEG carrying EXIF with GPS coordinates and an EXIF orientation of 6 (rotate 90° to view). */
export function jpegWithGps(width = 400, height = 300): Promise<Buffer> {
  return picture(width, height).withExif(PHONE_EXIF).withMetadata({ orientation: 6 }).jpeg({ quality: 90 }).toBuffer()
}

export function jpeg(width = 400, height = 300): Promise<Buffer> {
  return picture(width, height).jpeg({ quality: 90 }).toBuffer()
}

export function png(width = 400, height = 300): Promise<Buffer> {
  return picture(width, height).png().toBuffer()
}

export function webp(width = 400, height = 300): Promise<Buffer> {
  return picture(width, height).webp().toBuffer()
}

/** An SVG that would run a script if it were ever served as an image document. */
export const SCRIPTED_SVG = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">' +
    '<script>fetch("/api/orders",{headers:{authorization:"Bearer "+localStorage.kisansetu_token}})</script>' +
    '<rect width="100" height="100" fill="green"/></svg>',
)

/** The first `fraction` of a file, as a phone leaves it when an upload is cut off. */
export function truncated(data: Buffer, fraction = 0.5): Buffer {
  return data.subarray(0, Math.floor(data.length * fraction))
}
