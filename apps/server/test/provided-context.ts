declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of a migrated, empty PGlite data directory dump (pglite project). */
    pgliteDumpPath: string
    /** Name of a migrated, empty template database (postgres project). */
    postgresTemplate: string
    /** TEST_DATABASE_URL: where test databases are created and dropped (postgres project). */
    postgresAdminUrl: string
    /** An S3-compatible server's address: the s3 project's apps keep files in a bucket there. */
    s3Endpoint: string
  }
}

export {}
