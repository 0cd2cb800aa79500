import { randomBytes } from 'node:crypto'

export interface FilePart {
  /** Form field name; the upload routes read `image`. */
  field?: string
  filename?: string
  /** The type the client declares; the server must not believe it. */
  contentType?: string
  data: Buffer
}

/** A multipart/form-data body with the given file parts, as a browser's FormData would send it. */
export function multipart(...files: FilePart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----kisansetu${randomBytes(8).toString('hex')}`
  const chunks: Buffer[] = []
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\n` +
          `Content-Disposition: form-data; name="${file.field ?? 'image'}"; filename="${file.filename ?? 'photo.jpg'}"\r\n` +
          `Content-Type: ${file.contentType ?? 'image/jpeg'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    )
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

/** A multipart body with no parts at all. */
export function emptyMultipart(): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----kisansetu${randomBytes(8).toString('hex')}`
  return { payload: Buffer.from(''), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

/** A multipart/form-data body of text fields, then the given file parts: a form with a photo. */
export function multipartForm(fields: Record<string, string>, ...files: FilePart[]): { payload: Buffer; headers: Record<string, string> } {
  const { payload, headers } = multipart(...files)
  const boundary = headers['content-type']!.split('boundary=')[1]!
  const parts = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  )
  return { payload: Buffer.concat([...parts, payload]), headers }
}
