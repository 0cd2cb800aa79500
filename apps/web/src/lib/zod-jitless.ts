/**
 * Every `import ... from 'zod'` in the browser bundle resolves here (vite.config.ts alias).
 * Zod 4 probes `new Function('')` to decide whether to JIT-compile object parsers; under our
 * Content-Security-Policy (no 'unsafe-eval') that probe is blocked and reported as a CSP violation
 * on every screen with a form. Jitless mode never probes, and the forms are small.
 */
import * as z from 'zod/v4'

z.config({ jitless: true })

export * from 'zod/v4'
export default z
