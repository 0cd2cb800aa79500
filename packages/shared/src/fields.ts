import { z } from 'zod'
import { en } from './messages/en'

/**
 * Field schemas shared by the product and farmer-profile bodies. Both come from forms, so a value
 * may arrive as the form's text ('' for an empty input, '12.5' from a number input) or as JSON
 * (null for "none"); each helper reads all of these the same way.
 */

/** Plain decimal numbers as typed: '12', '-3', '0.75'. No exponents, hex or thousands separators. */
const DECIMAL_TEXT = /^-?(\d+(\.\d*)?|\.\d+)$/

/** '' and null mean "no value", like a missing key. */
function emptyToUndefined(value: unknown): unknown {
  if (value === null) return undefined
  if (typeof value === 'string' && value.trim() === '') return undefined
  return value
}

/** A decimal string becomes its number; any other string stays a string, so it fails as "not a number". */
function textToNumber(value: unknown): unknown {
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
    (value) => (value === null || value === undefined ? '' : value),
    z.string({ error: en['field.textInvalid'] }).trim().max(max, tooLong),
  )
}

/** Like `optionalText`, but nothing ('' included) reads as null. */
export function nullableText(max: number, tooLong: string) {
  return optionalText(max, tooLong).transform((text) => (text === '' ? null : text))
}

/** A true/false field; absent or null reads as `fallback`. */
export function flag(fallback = false) {
  return z
    .preprocess((value) => (value === null ? undefined : value), z.boolean({ error: en['field.booleanInvalid'] }).optional())
    .transform((value) => value ?? fallback)
}

/** A calendar date `YYYY-MM-DD` that exists (2025-02-30 does not), or null for none ('' included). */
export function dateOnly(invalid: string) {
  return z.preprocess(
    (value) => emptyToUndefined(value) ?? null,
    z.iso.date({ error: invalid }).nullable(),
  )
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

const longitude = z.preprocess(
  textToNumber,
  z
    .number({ error: en['location.longitudeInvalid'] })
    .min(-180, en['location.longitudeInvalid'])
    .max(180, en['location.longitudeInvalid']),
)
const latitude = z.preprocess(
  textToNumber,
  z
    .number({ error: en['location.latitudeInvalid'] })
    .min(-90, en['location.latitudeInvalid'])
    .max(90, en['location.latitudeInvalid']),
)

/** A GeoJSON point as the spec writes it: `{ type: 'Point', coordinates: [longitude, latitude] }`. */
export const PointSchema = z.object({
  type: z.literal('Point', { error: en['location.coordinatesInvalid'] }),
  coordinates: z.tuple([z.number(), z.number()]),
})
export type Point = z.infer<typeof PointSchema>

/** The same point as a request may send it: `type` may be left out, numbers may be text. */
const PointInputSchema = z.object(
  {
    type: z.literal('Point', { error: en['location.coordinatesInvalid'] }).optional(),
    coordinates: z.tuple([longitude, latitude], { error: en['location.coordinatesInvalid'] }),
  },
  { error: en['location.coordinatesInvalid'] },
)

/** A point with no numbers in it (`{coordinates: []}`, `{coordinates: ['', '']}`) means "no coordinates". */
function isEmptyPoint(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || !('coordinates' in value)) return false
  const { coordinates } = value as { coordinates: unknown }
  if (coordinates === null || coordinates === undefined) return true
  return Array.isArray(coordinates) && coordinates.every((part) => emptyToUndefined(part) === undefined)
}

/** Optional coordinates: a point, or null when absent or empty. */
export const OptionalPointSchema = z
  .preprocess(
    (value) => (emptyToUndefined(value) === undefined || isEmptyPoint(value) ? null : value),
    PointInputSchema.nullable(),
  )
  .transform((point): Point | null => (point ? { type: 'Point', coordinates: point.coordinates } : null))

/**
 * Coordinates typed into one text box as "lng, lat" (SPEC.md §5 farmer profile): '' is none;
 * anything else must be two numbers in range, longitude first.
 */
export const CoordinatesTextSchema = z
  .string({ error: en['location.coordinatesTextInvalid'] })
  .trim()
  .transform((text, ctx): Point | null => {
    if (text === '') return null
    const parts = text.split(',').map((part) => part.trim())
    const numbers = parts.map((part) => (DECIMAL_TEXT.test(part) ? Number(part) : NaN))
    const [lng, lat] = numbers
    if (numbers.length !== 2 || lng === undefined || lat === undefined || numbers.some(Number.isNaN)) {
      ctx.addIssue({ code: 'custom', message: en['location.coordinatesTextInvalid'] })
      return z.NEVER
    }
    if (lng < -180 || lng > 180) {
      ctx.addIssue({ code: 'custom', message: en['location.longitudeInvalid'] })
      return z.NEVER
    }
    if (lat < -90 || lat > 90) {
      ctx.addIssue({ code: 'custom', message: en['location.latitudeInvalid'] })
      return z.NEVER
    }
    return { type: 'Point', coordinates: [lng, lat] }
  })

/** A point written back as the "lng, lat" text the form shows. */
export function coordinatesToText(point: Point | null | undefined): string {
  return point ? `${point.coordinates[0]}, ${point.coordinates[1]}` : ''
}

/**
 * A form text box read by `schema`, whose own input may be anything: for `zodResolver`, the box
 * holds a string, so the form's value type says string while `schema` decides what it means.
 */
export function fromFormText<T>(schema: z.ZodType<T>, notText: string) {
  return z.string({ error: notText }).transform((text, ctx): T => {
    const result = schema.safeParse(text)
    if (result.success) return result.data
    for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path })
    return z.NEVER
  })
}
