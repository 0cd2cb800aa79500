import net from 'node:net'

/** What a client on a raw TCP connection saw: the answer, if any, and when the server closed. */
export interface RawAnswer {
  /** 0 when the server closed without answering. */
  status: number
  headers: Record<string, string>
  body: string
  /** Milliseconds from connecting until the server closed the connection. */
  closedAfterMs: number
}

export interface RawClient {
  /** Writes bytes, unless the server has closed the connection already. */
  write(data: string | Buffer): void
  /** Writes `data` one byte at a time, one every `everyMs`, until it is all sent or the server closes. */
  trickle(data: string, everyMs: number): void
  /** Resolves when the server closes the connection (or after `giveUpMs`, as a test failure). */
  answer: Promise<RawAnswer>
}

function parse(raw: Buffer, closedAfterMs: number): RawAnswer {
  const text = raw.toString('utf8')
  const end = text.indexOf('\r\n\r\n')
  if (end === -1) return { status: 0, headers: {}, body: text, closedAfterMs }
  const [statusLine = '', ...lines] = text.slice(0, end).split('\r\n')
  const headers = Object.fromEntries(
    lines.map((line) => {
      const colon = line.indexOf(':')
      return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()]
    }),
  )
  return { status: Number(statusLine.split(' ')[1] ?? 0), headers, body: text.slice(end + 4), closedAfterMs }
}

/**
 * A client on a raw TCP connection to `port`, for what `app.inject` cannot do: send slowly, send
 * bytes no HTTP client would, and see when the server closes the connection.
 */
export function rawClient(port: number, giveUpMs = 5000): RawClient {
  const socket = net.connect(port, '127.0.0.1')
  const started = Date.now()
  const chunks: Buffer[] = []
  const timers: NodeJS.Timeout[] = []
  socket.on('data', (chunk) => chunks.push(chunk))
  // The server resetting a connection it gave up on is one of the answers under test.
  socket.on('error', () => {})
  const answer = new Promise<RawAnswer>((resolve, reject) => {
    const giveUp = setTimeout(() => {
      socket.destroy()
      reject(new Error(`the server kept the connection open for ${giveUpMs} ms`))
    }, giveUpMs)
    socket.on('close', () => {
      clearTimeout(giveUp)
      for (const timer of timers) clearInterval(timer)
      resolve(parse(Buffer.concat(chunks), Date.now() - started))
    })
  })
  const write = (data: string | Buffer) => {
    if (!socket.destroyed && socket.writable) socket.write(data)
  }
  return {
    write,
    trickle(data, everyMs) {
      let sent = 0
      const timer = setInterval(() => {
        if (sent >= data.length) return clearInterval(timer)
        write(data.slice(sent, sent + 1))
        sent += 1
      }, everyMs)
      timers.push(timer)
    },
    answer,
  }
}
