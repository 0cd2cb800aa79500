import { z } from 'zod'
import { msg } from './messages/refs'

/**
 * Field schemas shared by the product and profile bodies. The same schema checks a form on the
 * client and the request on the server, and clients send what their forms hold, so a value may
 * arrive as the form's text ('' for an empty input, '12.5' from a number input) or as JSON (null
 * for "none"); each helper reads all of these the same way. The input types say so, which is
 * what lets a form be typed by the schema it is checked with.
 */

/** Plain decimal numbers as typed: '12', '-3', '0.75'. No exponents, hex or thousands separators. */
const DECIMAL_TEXT = /^-?(\d+(\.\d*)?|\.\d+)$/

/** A number as a body may carry it: a JSON number, the text of a number input, or nothing. */
export type NumberInput = number | string | null | undefined
/** Text as a body may carry it; null and absent both mean none. */
export type TextInput = string | null | undefined

/** '' and null mean "no value", like a missing key. */
export function emptyToUndefined(value: unknown): unknown {
  if (value === null) return undefined
  if (typeof value === 'string' && value.trim() === '') return undefined
  return value
}

/** A decimal string becomes its number; any other string stays a string, so it fails as "not a number". */
function textToNumber(value: NumberInput): unknown {
  const present = emptyToUndefined(value)
  if (typeof present !== 'string') return present
  const text = present.trim()
  return DECIMAL_TEXT.test(text) ? Number(text) : present
}

export interface NumberMessages {
  required: string
  notNumber: string
  negative: string
  tooLarge: string
}

function boundedNumber(messages: NumberMessages, max: number) {
  return z
    .number({ error: (issue) => (issue.input === undefined ? messages.required : messages.notNumber) })
    .min(0, messages.negative)
    .max(max, messages.tooLarge)
}

/**
 * Text read by `parse`, a plain reader a screen also uses without Zod: its value, or `message` when
 * it reads nothing. The rule then lives in the reader alone.
 */
export function parsedText<T>(parse: (text: string) => T | undefined, message: string) {
  return z.string({ error: message }).transform((text, context): T => {
    const value = parse(text)
    if (value === undefined) {
      context.addIssue({ code: 'custom', message })
      return z.NEVER
    }
    return value
  })
}

/** A required number in [0, max], given as a JSON number or as form text. */
export function requiredNumber(messages: NumberMessages, max: number) {
  return z.preprocess(textToNumber, boundedNumber(messages, max))
}

/** An optional number in [0, max]; absent, null or '' reads as `fallback`. */
export function optionalNumber(messages: NumberMessages, max: number, fallback: number) {
  return z.preprocess(textToNumber, boundedNumber(messages, max).optional()).transform((value) => value ?? fallback)
}

/** Rounds to paise (2 decimals): the database keeps numeric(…, 2), and the answer shows what was stored. */
export function toHundredths(value: number): number {
  return Math.round(value * 100) / 100
}

/** Optional free text, trimmed, at most `max` characters; absent or null reads as ''. */
export function optionalText(max: number, tooLong: string) {
  return z.preprocess(
    (value: TextInput) => value ?? '',
    z
      .string({ error: msg('field.textInvalid') })
      .trim()
      .max(max, tooLong),
  )
}

/** Like `optionalText`, but nothing ('' included) reads as null. */
export function nullableText(max: number, tooLong: string) {
  return optionalText(max, tooLong).transform((text) => (text === '' ? null : text))
}

/** A true/false field; absent or null reads as `fallback`. */
export function flag(fallback = false) {
  return z
    .preprocess((value: boolean | null | undefined) => value ?? undefined, z.boolean({ error: msg('field.booleanInvalid') }).optional())
    .transform((value) => value ?? fallback)
}

/** A calendar date `YYYY-MM-DD` that exists (2025-02-30 does not), or null for none ('' included). */
export function dateOnly(invalid: string) {
  return z.preprocess((value: TextInput) => emptyToUndefined(value) ?? null, z.iso.date({ error: invalid }).nullable())
}

/**
 * A part of a body that groups fields (`location`, `certificationDetails`): left out or null, it
 * reads as an empty group, so each field inside reports what it is missing.
 */
export function fieldGroup<T extends z.ZodType>(schema: T) {
  return z.preprocess((value: z.input<T> | null | undefined) => value ?? {}, schema)
}

/** Six digits, as Indian PIN codes are. */
export const PIN_PATTERN = /^\d{6}$/

/** Longest link we store: beyond this it is not a link a person pasted. */
export const MAX_LINK_LENGTH = 2048

/**
 * A link to an image or document: an absolute http(s) URL, or a path of the app's own uploads.
 * Anything else (javascript:, data:, file:, relative paths) would be unsafe or broken in an <img>.
 */
export function linkSchema(invalid: string) {
  return z
    .string({ error: invalid })
    .trim()
    .max(MAX_LINK_LENGTH, invalid)
    .refine((link) => isSafeLink(link), invalid)
}

/**
 * A list of links, at most `max`. The count is a refinement that runs on arrays only: Zod's own
 * `.max()` would also measure a string sent in place of the list and report a second, wrong error.
 */
export function linkList(invalid: string, max: number, tooMany: string) {
  return z
    .array(linkSchema(invalid), { error: invalid })
    .refine((links) => links.length <= max, { message: tooMany, when: (payload) => Array.isArray(payload.value) })
}

const UPLOAD_PATH = /^\/uploads\/[a-z0-9-]+(\/[a-z0-9-]+)*\.[a-z0-9]+$/
const HTTP_URL = z.url({ protocol: /^https?$/ })

function isSafeLink(link: string): boolean {
  if (UPLOAD_PATH.test(link)) return true
  return !/\s/.test(link) && HTTP_URL.safeParse(link).success
}

/** One coordinate in [min, max], as a number or its text; empty reads as missing, which the point judges. */
function coordinate(min: number, max: number, invalid: string) {
  return z.preprocess(textToNumber, z.number({ error: invalid }).min(min, invalid).max(max, invalid).optional())
}

/** A GeoJSON point with both coordinates: `{ type: 'Point', coordinates: [longitude, latitude] }`. */
export type Point = { type: 'Point'; coordinates: [number, number] }

/**
 * Coordinates as every answer writes them: a GeoJSON point `{ type: 'Point', coordinates:
 * [longitude, latitude] }`, or, where none were given, the same shape with no numbers,
 * `{ type: 'Point', coordinates: [] }`. Never null: clients read `location.coordinates.coordinates`
 * without testing each level first.
 */
export const PointSchema = z
  .object({
    type: z.literal('Point'),
    coordinates: z.union([z.tuple([z.number(), z.number()]), z.tuple([])]),
  })
  .describe('A GeoJSON point, [longitude, latitude]; `coordinates` is [] when none were given (never null).')
export type GeoPoint = z.infer<typeof PointSchema>

/** The [longitude, latitude] of an answer's point; null for the empty point. */
export function lngLat(point: GeoPoint | null | undefined): [number, number] | null {
  if (!point) return null
  const { coordinates } = point
  return coordinates.length === 2 ? coordinates : null
}

/**
 * A point as a body may carry it: `type` may be left out, numbers may be text, empty boxes mean
 * none, and the empty point of an answer (`coordinates: []`) can be sent back as it came.
 */
export type PointInput = { type?: 'Point'; coordinates?: NumberInput[] | null }

/**
 * Coordinates with no number in them: none at all (`[]`), only empty boxes (`['', '']`), or the
 * lone zero (`[0]`) some clients send for a longitude box left blank. A list with two entries
 * that are not both blank is a pair, judged by the point (so `[0, 0]` is a place).
 */
function isBlankCoordinates(value: unknown): boolean {
  if (emptyToUndefined(value) === undefined) return true
  if (!Array.isArray(value)) return false
  if (value.every((part) => emptyToUndefined(part) === undefined)) return true
  return value.length < 2 && value.every((part) => textToNumber(part as NumberInput) === 0)
}

/**
 * Coordinates that mean "none": nothing ('', null), blank coordinates in place of the point
 * (`[]`, `[0]`), or a point whose coordinates are blank (`{coordinates: []}`,
 * `{coordinates: ['', '']}`, `{type: 'Point', coordinates: []}`, `{coordinates: ''}`).
 */
function isEmptyPoint(value: unknown): boolean {
  if (emptyToUndefined(value) === undefined) return true
  if (Array.isArray(value)) return isBlankCoordinates(value)
  if (typeof value !== 'object' || value === null || !('coordinates' in value)) return false
  return isBlankCoordinates((value as { coordinates: unknown }).coordinates)
}

/**
 * Optional coordinates: a point, or null when absent or empty (see `isEmptyPoint`). A point with
 * one coordinate only is refused under the missing one, with `incomplete` or else that
 * coordinate's own message.
 */
export function optionalPoint(incomplete?: string) {
  const coordinates = z
    .tuple([coordinate(-180, 180, msg('location.longitudeInvalid')), coordinate(-90, 90, msg('location.latitudeInvalid'))], {
      error: msg('location.coordinatesInvalid'),
    })
    .transform(([longitude, latitude], ctx): [number, number] => {
      if (longitude !== undefined && latitude !== undefined) return [longitude, latitude]
      const missing = longitude === undefined ? 0 : 1
      const message = incomplete ?? (missing === 0 ? msg('location.longitudeInvalid') : msg('location.latitudeInvalid'))
      ctx.addIssue({ code: 'custom', path: [missing], message })
      return z.NEVER
    })
  const point = z.object(
    { type: z.literal('Point', { error: msg('location.coordinatesInvalid') }).optional(), coordinates },
    { error: msg('location.coordinatesInvalid') },
  )
  return z
    .preprocess((value: PointInput | null | undefined) => (isEmptyPoint(value) ? null : value), point.nullable())
    .transform((found): Point | null => (found ? { type: 'Point', coordinates: found.coordinates } : null))
}

/** Optional coordinates with each missing coordinate named by its own message. */
export const OptionalPointSchema = optionalPoint()

/**
 * Coordinates typed into one text box as "lng, lat": '' is none; anything else must be two
 * numbers in range, longitude first.
 */
export const CoordinatesTextSchema = z
  .string({ error: msg('location.coordinatesTextInvalid') })
  .trim()
  .transform((text, ctx): Point | null => {
    if (text === '') return null
    const parts = text.split(',').map((part) => part.trim())
    const numbers = parts.map((part) => (DECIMAL_TEXT.test(part) ? Number(part) : NaN))
    const [lng, lat] = numbers
    if (numbers.length !== 2 || lng === undefined || lat === undefined || numbers.some(Number.isNaN)) {
      ctx.addIssue({ code: 'custom', message: msg('location.coordinatesTextInvalid') })
      return z.NEVER
    }
    if (lng < -180 || lng > 180) {
      ctx.addIssue({ code: 'custom', message: msg('location.longitudeInvalid') })
      return z.NEVER
    }
    if (lat < -90 || lat > 90) {
      ctx.addIssue({ code: 'custom', message: msg('location.latitudeInvalid') })
      return z.NEVER
    }
    return { type: 'Point', coordinates: [lng, lat] }
  })

/**
 * Optional coordinates given either way: the API's point, or the "lng, lat" text of a form that
 * has one box for both. Text is read by `CoordinatesTextSchema`, anything else as a point.
 */
export const PointOrTextSchema = z.preprocess(
  (value: PointInput | string | null | undefined) => value,
  z.unknown().transform((value, ctx): Point | null => {
    const result = (typeof value === 'string' ? CoordinatesTextSchema : OptionalPointSchema).safeParse(value)
    if (result.success) return result.data
    for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path })
    return z.NEVER
  }),
)

/** A point written as the "lng, lat" text a one-box form shows; '' for none (the empty point included). */
export function coordinatesToText(point: PointInput | null | undefined): string {
  return point?.coordinates ? point.coordinates.join(', ') : ''
}
