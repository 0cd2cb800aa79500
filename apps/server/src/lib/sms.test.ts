import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { createSmsSender, SMS_OUTBOX, smsRecipient } from './sms'

const log = { info() {} } as unknown as FastifyBaseLogger
const cleanups: (() => Promise<void>)[] = []

afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
})

/** A provider endpoint answering `status`, recording what it was sent. */
async function fakeProvider(status: number) {
  const received: { headers: IncomingMessage['headers']; body: unknown }[] = []
  const server: Server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      received.push({ headers: request.headers, body: JSON.parse(body) })
      response.statusCode = status
      response.end('{}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  cleanups.push(() => new Promise((resolve) => server.close(() => resolve())))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`, received }
}

describe('SMS senders', () => {
  it('write one JSON file per SMS to the outbox without a provider', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'kisansetu-sms-'))
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }))
    const sender = createSmsSender({ dataDir, sms: { timeoutMs: 1000 } }, log)
    await sender.send({ to: '+91 98765 43210', text: 'Order KS1 was accepted' })
    const files = await readdir(path.join(dataDir, SMS_OUTBOX))
    expect(files).toHaveLength(1)
    // Written as E.164 however it was given.
    expect(JSON.parse(await readFile(path.join(dataDir, SMS_OUTBOX, files[0]!), 'utf8'))).toMatchObject({
      to: '+919876543210',
      text: 'Order KS1 was accepted',
    })
  })

  it('post each SMS as JSON to the configured provider, with its token', async () => {
    const provider = await fakeProvider(202)
    const sender = createSmsSender(
      { dataDir: '/nonexistent', sms: { webhookUrl: provider.url, webhookToken: 't0ken', timeoutMs: 1000 } },
      log,
    )
    await sender.send({ to: '098765-43210', text: 'Hello' })
    expect(provider.received).toHaveLength(1)
    expect(provider.received[0]!.body).toEqual({ to: '+919876543210', text: 'Hello' })
    expect(provider.received[0]!.headers.authorization).toBe('Bearer t0ken')
    expect(provider.received[0]!.headers['content-type']).toBe('application/json')
  })

  it('throw when the provider refuses, so the job is retried', async () => {
    const provider = await fakeProvider(503)
    const sender = createSmsSender({ dataDir: '/nonexistent', sms: { webhookUrl: provider.url, timeoutMs: 1000 } }, log)
    await expect(sender.send({ to: '9876543210', text: 'Hello' })).rejects.toThrow('SMS provider answered 503')
  })

  it('refuse anything but an Indian mobile number before it leaves', async () => {
    const provider = await fakeProvider(202)
    const sender = createSmsSender({ dataDir: '/nonexistent', sms: { webhookUrl: provider.url, timeoutMs: 1000 } }, log)
    for (const to of ['', '12345', '+14155550123', '011 2345 6789']) {
      await expect(sender.send({ to, text: 'Hello' }), to).rejects.toThrow('SMS recipient is not an Indian mobile number')
    }
    expect(provider.received).toHaveLength(0)
  })
})

describe('smsRecipient', () => {
  it('writes every common form of an Indian mobile as E.164 and nothing else', () => {
    for (const typed of ['+91 98765 43210', '098765-43210', '9876543210', '919876543210', '+919876543210']) {
      expect(smsRecipient(typed), typed).toBe('+919876543210')
    }
    for (const other of [null, undefined, '', 'call me', '+14155550123', '011 2345 6789']) {
      expect(smsRecipient(other), String(other)).toBeUndefined()
    }
  })
})
