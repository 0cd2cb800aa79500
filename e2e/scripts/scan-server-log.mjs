// After the browser tests: does the e2e server's log (DATA_DIR/server.log, written by serve-e2e.mjs)
// hold a secret? Every token the mail outbox's links carry (reset, email confirmation), every
// one-time code the SMS outbox holds, and anything shaped like a JWT (a session token) is looked
// for. What is found is reported by kind, source and a short prefix, never in full.
// `node e2e/scripts/scan-server-log.mjs [DATA_DIR]` runs it on its own.
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { SERVER_LOG_NAME } from './server-process.mjs'

/** A JWT: base64url header and payload (both JSON objects, so starting `eyJ`) and a signature. */
const JWT = /eyJ[\w-]{8,}\.eyJ[\w-]{8,}\.[\w-]{16,}/g
/** A one-time code: six digits standing alone (not part of a longer number, word or id). */
const CODE = /(?<![0-9A-Za-z.])\d{6}(?![0-9A-Za-z.])/g
/** How many findings are listed. */
const SHOWN = 20

async function readJsonFiles(dir) {
  let names
  try {
    names = await readdir(dir)
  } catch {
    return []
  }
  const files = names.filter((name) => name.endsWith('.json'))
  return Promise.all(files.map(async (name) => ({ name, value: JSON.parse(await readFile(path.join(dir, name), 'utf8')) })))
}

/** `abcd…(43)`: enough to tell secrets apart in a report, too little to use one. */
export function preview(secret) {
  return `${secret.slice(0, 4)}…(${secret.length})`
}

/** The tokens in a mail's links and text (`?token=…`), with the mail they came from. */
function mailTokens(mails) {
  const tokens = []
  for (const { name, value } of mails) {
    const text = [...(value.links ?? []), value.text ?? '', value.html ?? ''].join('\n')
    for (const match of text.matchAll(/[?&]token=([\w%-]{8,})/g)) {
      tokens.push({ kind: 'mail token', source: `outbox/${name}`, secret: decodeURIComponent(match[1]) })
    }
  }
  return tokens
}

function smsCodes(messages) {
  return messages.flatMap(({ name, value }) =>
    [...String(value.text ?? '').matchAll(CODE)].map((match) => ({ kind: 'SMS code', source: `sms-outbox/${name}`, secret: match[0] })),
  )
}

function lineOf(log, index) {
  let line = 1
  for (let i = log.indexOf('\n'); i !== -1 && i < index; i = log.indexOf('\n', i + 1)) line += 1
  return line
}

/**
 * Scans `dataDir`'s server log. Answers `{ log, secrets, found, total }`: the log file (undefined
 * when there is none), how many secrets were looked for, the first findings with their line, and
 * how many there are.
 */
export async function scanServerLog(dataDir) {
  const logFile = path.join(dataDir, SERVER_LOG_NAME)
  let log
  try {
    log = await readFile(logFile, 'utf8')
  } catch {
    return { log: undefined, secrets: 0, found: [], total: 0 }
  }
  const tokens = mailTokens(await readJsonFiles(path.join(dataDir, 'outbox')))
  const codes = smsCodes(await readJsonFiles(path.join(dataDir, 'sms-outbox')))
  const found = []
  const uniqueTokens = new Map(tokens.map((token) => [token.secret, token]))
  for (const token of uniqueTokens.values()) {
    const index = log.indexOf(token.secret)
    if (index !== -1) found.push({ ...token, index })
  }
  const uniqueCodes = new Map(codes.map((code) => [code.secret, code]))
  const codesFound = new Set()
  for (const match of log.matchAll(CODE)) {
    const code = uniqueCodes.get(match[0])
    if (code && !codesFound.has(code.secret)) {
      codesFound.add(code.secret)
      found.push({ ...code, index: match.index })
    }
  }
  for (const match of log.matchAll(JWT)) {
    found.push({ kind: 'JWT', source: 'shaped like a session token', secret: match[0], index: match.index })
  }
  // Line numbers for the first few only: a log full of leaks is reported as quickly as a clean one.
  const shown = found.slice(0, SHOWN).map(({ index, ...entry }) => ({ ...entry, line: lineOf(log, index) }))
  return { log: logFile, secrets: uniqueTokens.size + uniqueCodes.size, found: shown, total: found.length }
}

/** Prints the result; answers whether the log is clean. */
export function reportScan({ log, secrets, found, total }) {
  if (!log) {
    console.log('No e2e server log to scan (the browser tests did not run).')
    return true
  }
  if (total === 0) {
    console.log(`${log}: none of ${secrets} tokens and codes from the outboxes, and no JWT, appear in it.`)
    return true
  }
  console.error(`${log} holds ${total} secrets${total > found.length ? `; the first ${found.length}` : ''}:`)
  for (const entry of found) console.error(`  line ${entry.line}: ${entry.kind} ${preview(entry.secret)} (${entry.source})`)
  return false
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dataDir = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '.data'))
  process.exitCode = reportScan(await scanServerLog(dataDir)) ? 0 : 1
}
