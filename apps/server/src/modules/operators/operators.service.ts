import type { AppDeps } from '#src/app-deps'
import type { UserRow } from '#src/db/schema/users'
import { AppError } from '#src/lib/app-error'
import { translator } from '#src/lib/i18n'
import { assertPasswordAllowed } from '#src/lib/password-policy'
import { hashPassword } from '#src/lib/passwords'
import { recordAudit, SYSTEM_ACTOR } from '#src/modules/audit/audit.repository'
import * as authRepo from '#src/modules/auth/auth.repository'
import { emailTaken } from '#src/modules/auth/auth.service'

/**
 * A new operator account (role admin), from the command line or ADMIN_EMAIL at start. The password
 * meets the policy every account's does; the authenticator is enrolled at first sign-in.
 */
export async function createOperator(
  deps: Pick<AppDeps, 'db'>,
  input: { email: string; password: string; name: string },
): Promise<UserRow> {
  await assertPasswordAllowed(input.password)
  const email = input.email.toLowerCase()
  if (await authRepo.findUserByEmail(deps.db, email)) throw emailTaken()
  const passwordHash = await hashPassword(input.password)
  return deps.db.transaction(async (tx) => {
    const user = await authRepo.insertUser(tx, { name: input.name, email, role: 'admin', language: 'en', passwordHash })
    if (!user) throw emailTaken()
    // Made outside the app (the command line, the environment at start): the system is the actor.
    await recordAudit(tx, { ...SYSTEM_ACTOR, action: 'operator.created', subjectUserId: user.id })
    return user
  })
}

/** The English words of an AppError's message, for the command line and the start-up log. */
export function describeError(error: unknown): string {
  if (error instanceof AppError) return translator('en').text(error.message)
  return error instanceof Error ? error.message : String(error)
}

/**
 * ADMIN_EMAIL / ADMIN_PASSWORD at start: makes that operator when no account has the email, and
 * does nothing otherwise (so a restart, or a password since changed, is left alone). A password
 * the policy refuses stops the start, as any other bad configuration does.
 */
export async function bootstrapOperator(deps: Pick<AppDeps, 'db' | 'config' | 'log'>): Promise<'created' | 'exists' | 'none'> {
  const wanted = deps.config.bootstrapOperator
  if (!wanted) return 'none'
  const existing = await authRepo.findUserByEmail(deps.db, wanted.email)
  if (existing) {
    if (existing.role !== 'admin')
      deps.log.warn({ userId: existing.id }, 'ADMIN_EMAIL belongs to an account that is not an operator; left as it is')
    return 'exists'
  }
  try {
    const user = await createOperator(deps, wanted)
    deps.log.info({ userId: user.id }, 'operator created from ADMIN_EMAIL')
    return 'created'
  } catch (error) {
    // Made by another process starting at the same moment: the operator exists, which was the point.
    if (error instanceof AppError && error.statusCode === 409) return 'exists'
    throw new Error(`ADMIN_PASSWORD: ${describeError(error)}`, { cause: error })
  }
}
