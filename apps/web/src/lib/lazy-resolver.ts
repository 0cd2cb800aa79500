import { zodResolver } from '@hookform/resolvers/zod'
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form'
import type { z } from 'zod'
import { toast } from '@/components/ui/toast/toast-store'
import { unansweredError } from '@/lib/api-client'

type SchemaResolver<Schema extends z.ZodType<FieldValues, FieldValues>> = Resolver<z.input<Schema>, unknown, z.output<Schema>>

/**
 * A form's check by a Zod schema that loads, with Zod, when the form is first touched rather than
 * with the page: a pre-rendered form (sign-in, sign-up, the contact form) draws and responds
 * without Zod's 23 KB and the time a phone spends building schemas. `preload` (on the form's
 * first focus) starts the load, so the first check rarely waits for it. A load that fails (the
 * phone went offline after the page came) says why and keeps the form from being sent; the next
 * check tries again. Forms of the signed-in screens use zodResolver as it is: those screens read
 * their API answers with Zod as they load, so Zod is there already.
 */
export function lazyZodResolver<Schema extends z.ZodType<FieldValues, FieldValues>>(load: () => Promise<Schema>) {
  let loading: Promise<SchemaResolver<Schema>> | undefined
  const ready = () =>
    (loading ??= load().then(
      (schema) => zodResolver(schema) as unknown as SchemaResolver<Schema>,
      (error: unknown) => {
        loading = undefined
        throw error
      },
    ))
  const resolver: SchemaResolver<Schema> = async (values, context, options) => {
    let check: SchemaResolver<Schema>
    try {
      check = await ready()
    } catch {
      const { message } = unansweredError('POST')
      toast.error(message, { id: 'form-check-unloaded' })
      // The form-wide error: no field is at fault.
      const errors = { root: { type: 'unloaded', message } } as FieldErrors<z.input<Schema>>
      return { values: {}, errors }
    }
    return check(values, context, options)
  }
  return { resolver, preload: () => void ready().catch(() => {}) }
}
