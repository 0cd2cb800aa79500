import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { openDatabase, type Database } from '#src/db/client'
import { loadCropNames } from '#src/db/crop-names'
import { loadPincodes } from '#src/db/pincodes'

declare module 'fastify' {
  interface FastifyInstance {
    /** The open database behind `app.db`: its kind, migrations and close. */
    database: Database
  }
}

export interface DbPluginOptions {
  /** An already open database (tests pass a fresh in-memory one); opened from config otherwise. */
  database?: Database
}

/** Opens the database, applies the committed migrations, loads the PIN codes and the crop dictionary and closes it with the app. */
export default fp<DbPluginOptions>(
  async function dbPlugin(app: FastifyInstance, options) {
    const database =
      options.database ??
      (await openDatabase(app.config, (err) => app.log.warn({ err }, 'database connection lost; it is reopened on demand')))
    app.addHook('onClose', () => database.close())
    await database.migrate()
    // Reference data the API answers from, there before the first request: a no-op once loaded.
    await loadPincodes(database.db, { log: app.log })
    await loadCropNames(database.db, { log: app.log })
    app.log.info({ kind: database.kind }, 'database ready')
    app.decorate('db', database.db)
    app.decorate('database', database)
  },
  { name: 'db' },
)
