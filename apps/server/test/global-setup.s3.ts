import type { TestProject } from 'vitest/node'
import { startFakeS3 } from './s3'
import './provided-context'

/** One S3-compatible server for the s3 project's files; each test app makes a bucket of its own on it (test/test-files.ts). */
export default async function setup(project: TestProject) {
  const s3 = await startFakeS3()
  project.provide('s3Endpoint', s3.endpoint)
  return () => s3.stop()
}
