import { randomBytes } from 'node:crypto'
import { mkdir, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'

/**
 * Writes one outbox record (a mail or an SMS) as `dir/<time>-<random>.json`, named so that a newer
 * record sorts after an older one, readable by its owner only (it may hold a reset link or a code).
 * The file is written beside the folder first and renamed into it, so whoever reads the folder
 * (a developer's tools, the tests polling for a job's mail) never meets a half-written file.
 * Answers the file's name.
 */
export async function writeOutboxRecord(dir: string, record: object): Promise<string> {
  const name = `${Date.now()}-${randomBytes(4).toString('hex')}.json`
  const partialDir = `${dir}.partial`
  await Promise.all([mkdir(dir, { recursive: true }), mkdir(partialDir, { recursive: true })])
  const partial = path.join(partialDir, name)
  await writeFile(partial, JSON.stringify(record, null, 2) + '\n', { mode: 0o600 })
  await rename(partial, path.join(dir, name))
  return name
}
