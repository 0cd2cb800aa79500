import type { Db } from '#src/db/client'

/** What drizzle's `.prepare(name)` gives: a statement built once, run with its placeholders' values. */
interface PreparedStatement<Result> {
  execute(values?: Record<string, unknown>): Promise<Result>
}

/** The parts of a drizzle database or transaction this reads: the session, and its connection. */
interface WithSession {
  _: { session: { client: object } }
}

/**
 * A statement that is built once and then run on the database or inside any of its transactions,
 * with its `sql.placeholder` values. Building a statement (drizzle walks every column and
 * condition of it) costs more CPU than the rest of a short request's work, and the hottest
 * statements (the session behind every signed-in request, the cart a checkout reads) have one
 * shape whatever their values.
 *
 * Drizzle's own prepared statements stay bound to the connection pool they were made on, so inside
 * a transaction they would run on another connection, outside its locks and snapshot
 * (https://github.com/drizzle-team/drizzle-orm/issues/613). This prepares the statement once per
 * driver and runs it through the connection of the database or transaction it is given: both
 * drivers' prepared statements send their text through their `client`. On PostgreSQL the name
 * makes it a server-side prepared statement of each pooled connection, parsed once per connection.
 */
export function preparedStatement<Result>(
  name: string,
  build: (db: Db) => { prepare(name: string): PreparedStatement<Result> },
): (db: Db, values: Record<string, unknown>) => Promise<Result> {
  // One statement per driver (its session's class): node-postgres and PGlite ones differ.
  const made = new Map<unknown, PreparedStatement<Result>>()
  return (db, values) => {
    const { session } = (db as unknown as WithSession)._
    let statement = made.get(session.constructor)
    if (!statement) {
      statement = build(db).prepare(name)
      made.set(session.constructor, statement)
    }
    const onConnection: PreparedStatement<Result> = Object.create(statement, { client: { value: session.client } })
    return onConnection.execute(values)
  }
}
