import { parseArgs } from 'node:util'
import type { AppDeps } from '#src/app-deps'
import * as authRepo from '#src/modules/auth/auth.repository'
import { createOperator, describeError } from './operators.service'
import { resetSecondFactor } from './second-factor.service'

export const ADMIN_CREATE_USAGE =
  'Usage: npm run admin:create -- --email <email> [--email <email>…] [--name <name>]\n' +
  '       npm run admin:create -- --email <email> --reset-authenticator\n' +
  'The password is read from ADMIN_PASSWORD, or asked for (or read from standard input when it is not a terminal).'

export interface AdminCreateArgs {
  /** One or more: each becomes an operator with the same first password (a test's pool, a team's first day). */
  emails: string[]
  name: string
  resetAuthenticator: boolean
}

/** The command line's options; a string to print (with the usage) when they make no sense. */
export function parseAdminCreateArgs(argv: string[]): AdminCreateArgs | string {
  let parsed
  try {
    parsed = parseArgs({
      args: argv,
      options: { email: { type: 'string', multiple: true }, name: { type: 'string' }, 'reset-authenticator': { type: 'boolean' } },
      strict: true,
    })
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  }
  const emails = (parsed.values.email ?? []).map((email) => email.trim().toLowerCase())
  if (emails.length === 0 || emails.some((email) => !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))) return '--email must be an email address'
  const name = parsed.values.name?.trim() || 'Operator'
  if (name.length > 100) return '--name is longer than 100 characters'
  return { emails, name, resetAuthenticator: parsed.values['reset-authenticator'] === true }
}

/**
 * `npm run admin:create`: makes an operator (role admin) with this email and password, or, with
 * --reset-authenticator, forgets an operator's authenticator so the next sign-in enrols a new one
 * (a lost phone). Answers the line to print; throws with a line to print when it cannot.
 */
export async function adminCreate(deps: Pick<AppDeps, 'db'>, args: AdminCreateArgs, readPassword: () => Promise<string>): Promise<string> {
  const lines: string[] = []
  if (args.resetAuthenticator) {
    for (const email of args.emails) {
      const user = await authRepo.findUserByEmail(deps.db, email)
      if (user?.role !== 'admin') throw new Error(`No operator has the email ${email}.`)
      await resetSecondFactor(deps, user.id)
      lines.push(`The authenticator of ${email} is forgotten: the next sign-in enrols a new one.`)
    }
    return lines.join('\n')
  }
  const password = await readPassword()
  for (const email of args.emails) {
    try {
      const user = await createOperator(deps, { email, password, name: args.name })
      lines.push(`Operator ${user.email} created. At the first sign-in they enrol an authenticator app.`)
    } catch (error) {
      throw new Error(`${email}: ${describeError(error)}`, { cause: error })
    }
  }
  return lines.join('\n')
}
