import net from 'node:net'

export interface TcpProxy {
  port: number
  /** "The database stops": no new connections, and every open one is cut. */
  stop(): Promise<void>
  /** "The database is back": listens again on the same port. */
  start(): Promise<void>
  close(): Promise<void>
}

/**
 * A TCP relay between the server and PostgreSQL, so a test can take the database away from one
 * server without stopping the machine's PostgreSQL, which other suites use.
 */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>()
  let server: net.Server | undefined
  let port = 0

  function listen(): Promise<void> {
    const next = net.createServer((client) => {
      const upstream = net.connect(target.port, target.host)
      for (const socket of [client, upstream]) {
        sockets.add(socket)
        socket.on('close', () => sockets.delete(socket))
        socket.on('error', () => {
          client.destroy()
          upstream.destroy()
        })
      }
      client.pipe(upstream)
      upstream.pipe(client)
    })
    server = next
    return new Promise((resolve, reject) => {
      next.once('error', reject)
      next.listen(port, '127.0.0.1', () => {
        port = (next.address() as net.AddressInfo).port
        resolve()
      })
    })
  }

  async function stop(): Promise<void> {
    const current = server
    server = undefined
    for (const socket of sockets) socket.destroy()
    sockets.clear()
    if (current) await new Promise<void>((resolve) => current.close(() => resolve()))
  }

  await listen()
  return {
    get port() {
      return port
    },
    stop,
    start: listen,
    close: stop,
  }
}
