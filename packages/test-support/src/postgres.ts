/**
 * Creating and dropping the throwaway PostgreSQL databases of the server tests, the browser tests
 * and the benchmarks, through an admin connection (`adminUrl`: any database on the server, e.g.
 * TEST_DATABASE_URL).
 */
import pg from 'pg'

/** Error code PostgreSQL answers while another session is copying the same template. */
const TEMPLATE_IN_USE = '55006'

/**
 * `name` quoted for SQL. Database names cannot be bound as parameters, so only plain lower-case
 * identifiers are accepted: nothing a caller passes can reach the statement as SQL.
 */
function identifier(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unsafe database name: ${name}`)
  return `"${name}"`
}

/** `url` with its database name replaced by `name`. */
export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url)
  parsed.pathname = `/${name}`
  return parsed.toString()
}

async function withAdminClient<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

export interface CreateDatabaseOptions {
  /** Copy this database (`CREATE DATABASE … TEMPLATE …`) instead of starting empty. */
  template?: string
  /** Drop a database of the same name first (one a crashed earlier run may have left behind). */
  replace?: boolean
}

/** Creates database `name` on the server of `adminUrl` and returns its URL. */
export async function createDatabase(adminUrl: string, name: string, options: CreateDatabaseOptions = {}): Promise<string> {
  const statement = `CREATE DATABASE ${identifier(name)}${options.template ? ` TEMPLATE ${identifier(options.template)}` : ''}`
  if (options.replace) await dropDatabase(adminUrl, name)
  for (let attempt = 1; ; attempt += 1) {
    try {
      await withAdminClient(adminUrl, (client) => client.query(statement))
      return withDatabaseName(adminUrl, name)
    } catch (err) {
      // PostgreSQL refuses a copy while another copy of the same template is starting; retry then.
      const inUse = options.template !== undefined && (err as { code?: string }).code === TEMPLATE_IN_USE
      if (!inUse || attempt >= 20) throw err
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt))
    }
  }
}

/** Drops `name` if it exists; WITH (FORCE) ends any connection still open to it. */
export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await withAdminClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${identifier(name)} WITH (FORCE)`))
}
