/**
 * JSON inside a `<script>` element (the server's page state, a listing's schema.org data): no `<`
 * may appear as such, or `</script>` (or `<!--`) in a listing's text would end the element early
 * and let the rest be read as HTML. U+2028 and U+2029 are written out too, as older JavaScript
 * parsers end a line at them.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
