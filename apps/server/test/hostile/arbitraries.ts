import fc from 'fast-check'
import { BODY_LIMIT_BYTES } from '#src/app'

/** Text an attacker types into any box: SQL, script, traversal, control and odd Unicode. */
export const NASTY_TEXT = [
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  '; DROP TABLE users',
  '1; SELECT pg_sleep(10)',
  "' UNION SELECT password_hash FROM users --",
  '<script>window.__xss=1</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{constructor.constructor("return process")()}}',
  '${7*7}',
  '../../../../etc/passwd',
  '\u0000',
  'nul\u0000inside',
  '\ud800',
  '\udfff lone surrogates \ud83d',
  '\u202e\u200b\ufeff',
  'ट्रैक्टर ಕೃಷಿ 農',
  '%00',
  '%',
  '%zz',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '9'.repeat(400),
  ' ',
  '',
]

/** Keys that reach Object.prototype when code merges objects carelessly. */
export const PROTO_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty']

const huge = (length: number) => 'A'.repeat(length)

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_TEXT) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
  // Long text: past every field's limit, up to twice the body limit.
  { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 2 * BODY_LIMIT_BYTES }).map(huge) },
)

export const hostileKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...PROTO_KEYS),
  fc.constantFrom('name', 'email', 'password', 'role', 'id', '_id', 'farmerId', 'userId', 'quantity', 'status'),
  fc.string({ maxLength: 10 }),
)

/** Any JSON value built from hostile parts, a few levels deep. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    fc.oneof(
      fc.integer(),
      fc.constantFrom(0, -1, 2 ** 31, 2 ** 53 + 1, -(2 ** 63), 1e308, 0.1 + 0.2, 1e-7),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
    ),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(hostileKey, tie('value'), { maxKeys: 4 }),
  ),
})).value

/** `{"a":{"a":…}}` or `[[…]]` nested `depth` levels. */
export function deepJson(depth: number, kind: 'object' | 'array'): string {
  return kind === 'object' ? '{"a":'.repeat(depth) + '1' + '}'.repeat(depth) : '['.repeat(depth) + ']'.repeat(depth)
}

export const MALFORMED_JSON = ['{', '{"a":', '}', '[', 'nul', 'undefined', "{'a':1}", '{"a":1,}', '\u0000', '{"a":1}{"b":2}', '']

/** A body that is not valid UTF-8 around otherwise plausible JSON. */
export const invalidUtf8: fc.Arbitrary<Buffer> = fc
  .constantFrom([0xff, 0xfe], [0xc3, 0x28], [0xe2, 0x28, 0xa1], [0xf0, 0x90, 0x28, 0xbc], [0xed, 0xa0, 0x80], [0xc0, 0xaf], [0x00])
  .chain((bad) =>
    fc
      .constantFrom('name', 'email', 'password', 'productId', 'message', 'status')
      .map((key) => Buffer.concat([Buffer.from(`{"${key}":"`), Buffer.from(bad), Buffer.from('x"}')])),
  )

/** Raw JSON texts with prototype keys that JSON.stringify would not write as own keys. */
export const protoJson: fc.Arbitrary<string> = fc.tuple(fc.constantFrom(...PROTO_KEYS), hostileValue).map(([key, value]) => {
  const inner = JSON.stringify(value) ?? 'null'
  return `{"${key}":{"polluted":"yes","isAdmin":true,"role":"farmer"},"nested":{"${key}":${inner}},"constructor":{"prototype":{"polluted":"yes"}}}`
})

export const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/xml',
  'text/html',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=----hostile',
  'application/octet-stream',
  'application/json; charset=utf-16',
  'application/*',
  '*/*',
  'json',
]

/** A multipart body that is cut off, mis-named or oversized. */
export const brokenMultipart: fc.Arbitrary<string> = fc.oneof(
  fc.constant('------hostile\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\n\u0089PNG'),
  fc.constant('------hostile\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\nx\r\n------hostile--\r\n'),
  fc
    .tuple(hostileString, fc.constantFrom('image', '__proto__', 'constructor', 'other'))
    .map(
      ([content, name]) =>
        `------hostile\r\nContent-Disposition: form-data; name="${name}"; filename="x.jpg"\r\nContent-Type: image/jpeg\r\n\r\n${content}\r\n------hostile--\r\n`,
    ),
)

/** Path segments in place of an id: not UUIDs, traversal, NUL, encodings, prototype names. */
export const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '..',
    '%2e%2e',
    '..%2f..%2fetc%2fpasswd',
    '%00',
    'a%00b',
    '%',
    '%zz',
    '__proto__',
    'constructor',
    'null',
    'undefined',
    '-1',
    '0',
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    '123e4567-e89b-12d3-a456-42661417400',
    '123e4567-e89b-12d3-a456-4266141740000',
    '%27%20OR%201%3D1%20--',
    '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    'x'.repeat(5000),
  ),
  fc.uuid(),
  hostileString.filter((text) => text.length < 3000).map((text) => encodeURIComponent(text.replace(/[\ud800-\udfff]/g, ''))),
)

/** A query string with hostile keys, values, array and object syntax. */
export const hostileQuery: fc.Arbitrary<string> = fc.oneof(
  fc.constant(''),
  fc.constantFrom(
    '?__proto__[polluted]=yes',
    '?constructor[prototype][polluted]=yes',
    '?a[b][c][d]=1',
    '?search=%zz',
    '?page=-1&limit=99999999999999999999',
    '?page=1&page=2&page=3',
    '?category[]=grain&category[]=__proto__',
    '?search=' + 'A'.repeat(50_000),
  ),
  fc
    .array(
      fc.tuple(
        fc.oneof(hostileKey, fc.constantFrom('search', 'q', 'category', 'page', 'limit', 'sort', 'minPrice', 'maxPrice', 'city')),
        hostileString.filter((text) => text.length < 5000),
      ),
      { maxLength: 4 },
    )
    .map((pairs) => '?' + pairs.map(([k, v]) => `${encodeURIComponent(strip(k))}=${encodeURIComponent(strip(v))}`).join('&')),
)

/** encodeURIComponent refuses lone surrogates; they are sent through the body instead. */
function strip(text: string): string {
  return text.replace(/[\ud800-\udfff]/g, '')
}
