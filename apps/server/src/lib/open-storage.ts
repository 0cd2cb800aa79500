import type { Config } from '#src/config'
import { createPrivateS3Storage, createS3Client, createS3Storage } from '#src/lib/s3-storage'
import { createDiskStorage, createPrivateDiskStorage, privateDir, uploadsDir, type PrivateStorage, type Storage } from '#src/lib/storage'

export interface Storages {
  /** `disk`: DATA_DIR/uploads and DATA_DIR/private; `s3`: the S3_BUCKET settings. */
  backend: 'disk' | 's3'
  storage: Storage
  privateStorage: PrivateStorage
  /** Lets go of the bucket's connections; nothing to do on disk. */
  close(): void
}

/** The storage the settings choose: an S3-compatible bucket when S3_BUCKET is set, DATA_DIR otherwise. The app and `db:reset` share it. */
export function openStorages(config: Pick<Config, 'dataDir' | 's3'>): Storages {
  const { s3 } = config
  if (s3) {
    const client = createS3Client(s3)
    return {
      backend: 's3',
      storage: createS3Storage(client, s3.bucket),
      privateStorage: createPrivateS3Storage(client, s3.privateBucket),
      close: () => client.destroy(),
    }
  }
  return {
    backend: 'disk',
    storage: createDiskStorage(uploadsDir(config.dataDir)),
    privateStorage: createPrivateDiskStorage(privateDir(config.dataDir)),
    close: () => undefined,
  }
}
