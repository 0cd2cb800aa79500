/**
 * `npm run admin:create -- --email <email> [--name <name>]`: makes an operator account (role
 * admin). See docs/operations.md ("Operators"). Stop the server first when it uses the embedded
 * database: PGlite allows one process at a time.
 */
import { createInterface } from 'node:readline'
import { parseConfig } from '#src/config'
import { openDatabase } from '#src/db/client'
import { ADMIN_CREATE_USAGE, adminCreate, parseAdminCreateArgs } from '#src/modules/operators/operators.cli'

/** ADMIN_PASSWORD, else asked for on the terminal without echo, else the first line of standard input. */
async function readPassword(): Promise<string> {
  const fromEnv = process.env.ADMIN_PASSWORD
  if (fromEnv) return fromEnv
  const input = process.stdin
  if (!input.isTTY) {
    const lines = createInterface({ input })
    for await (const line of lines) return line
    return ''
  }
  process.stdout.write('Password for the operator: ')
  input.setRawMode(true)
  input.resume()
  input.setEncoding('utf8')
  return new Promise((resolve) => {
    let typed = ''
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') {
          input.setRawMode(false)
          input.pause()
          input.off('data', onData)
          process.stdout.write('\n')
          resolve(typed)
          return
        }
        if (char === '\u0003') process.exit(130)
        typed = char === '\u007f' ? typed.slice(0, -1) : typed + char
      }
    }
    input.on('data', onData)
  })
}

async function main(): Promise<number> {
  const args = parseAdminCreateArgs(process.argv.slice(2))
  if (typeof args === 'string') {
    process.stderr.write(`${args}\n${ADMIN_CREATE_USAGE}\n`)
    return 2
  }
  // ADMIN_PASSWORD here is this command's input, not the start-up operator (which needs ADMIN_EMAIL beside it).
  const { ADMIN_EMAIL: _email, ADMIN_PASSWORD: _password, ...env } = process.env
  const database = await openDatabase(parseConfig(env))
  try {
    await database.migrate()
    process.stdout.write(`${await adminCreate(database, args, readPassword)}\n`)
    return 0
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`)
    return 1
  } finally {
    await database.close()
  }
}

process.exitCode = await main()
