import type { FastifyRequest } from 'fastify'
import type {} from '@fastify/multipart'
import { msg } from '@app/shared/messages/refs'
import { AppError } from '#src/lib/app-error'

/** The form field every image upload uses, the profile image's included: clients send `image`. */
export const IMAGE_FIELD = 'image'

export interface ImageFileOptions {
  maxBytes: number
  /** The 413 message when the file is larger than `maxBytes`. */
  tooLarge: string
}

function badRequest(message: string): AppError {
  return new AppError(400, 'VALIDATION_FAILED', message, { [IMAGE_FIELD]: [message] })
}

/** Turns the multipart library's errors into our error body; anything else is passed on. */
function multipartError(err: unknown, options: ImageFileOptions): unknown {
  const code = (err as { code?: unknown }).code
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError(413, 'PAYLOAD_TOO_LARGE', options.tooLarge, { [IMAGE_FIELD]: [options.tooLarge] })
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new AppError(413, 'PAYLOAD_TOO_LARGE', msg('error.payloadTooLarge'))
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', msg('uploads.notMultipart'))
    default:
      // Everything else here is a body that is not well-formed multipart: no boundary, a
      // malformed or cut-off part (busboy's errors carry no code), a prototype field name.
      return err instanceof AppError ? err : badRequest(msg('api.badRequest'))
  }
}

/**
 * Reads the one file of a multipart request from the field `image`, whole, into memory. The
 * declared file name and type are ignored: the image pipeline judges the bytes themselves.
 */
export async function readImageFile(request: FastifyRequest, options: ImageFileOptions): Promise<Buffer> {
  // No body at all (an empty one is read as none, plugins/empty-body.ts): no image was chosen.
  if (request.headers['content-type'] === undefined) throw badRequest(msg('uploads.imageRequired'))
  if (!request.isMultipart()) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', msg('uploads.notMultipart'))
  try {
    const part = await request.file({ limits: { fileSize: options.maxBytes } })
    if (!part || part.fieldname !== IMAGE_FIELD) throw badRequest(msg('uploads.imageRequired'))
    const data = await part.toBuffer()
    if (data.length === 0) throw badRequest(msg('uploads.imageRequired'))
    return data
  } catch (err) {
    throw multipartError(err, options)
  }
}

/** A form of text fields with one image (`image`), as a browser's FormData sends it. */
export interface ImageForm {
  fields: Record<string, string>
  /** The image's bytes; undefined when the form carried none. */
  image: Buffer | undefined
}

/**
 * Reads a multipart form of text fields and at most one file, in the field `image`, whole, into
 * memory (the plugin's limits bound both). A field sent twice keeps its first value; a file in any
 * other field is refused. The caller checks the fields with its schema and whether an image is required.
 */
export async function readImageForm(request: FastifyRequest, options: ImageFileOptions): Promise<ImageForm> {
  if (request.headers['content-type'] === undefined) return { fields: {}, image: undefined }
  if (!request.isMultipart()) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', msg('uploads.notMultipart'))
  const fields: Record<string, string> = Object.create(null) as Record<string, string>
  let image: Buffer | undefined
  try {
    for await (const part of request.parts({ limits: { fileSize: options.maxBytes } })) {
      if (part.type === 'file') {
        if (part.fieldname !== IMAGE_FIELD) throw badRequest(msg('uploads.imageRequired'))
        const data = await part.toBuffer()
        if (data.length > 0) image = data
      } else if (part.valueTruncated) {
        // Longer than the plugin's field size: more than any form field we take may hold.
        throw new AppError(413, 'PAYLOAD_TOO_LARGE', msg('error.payloadTooLarge'))
      } else if (typeof part.value === 'string' && !(part.fieldname in fields)) {
        fields[part.fieldname] = part.value
      }
    }
  } catch (err) {
    throw multipartError(err, options)
  }
  return { fields: { ...fields }, image }
}
