// A lingering close, for an answer sent before the request's body was read (a refused upload).
//
// Node closes a `Connection: close` socket as soon as the answer is flushed (socket.destroySoon).
// If the client is still sending the body then, the kernel answers its next bytes with a reset, and
// a reset can destroy the answer in the client's receive buffer before it reads it: the user sees
// "connection reset" instead of "File is too large". So, like nginx's lingering_close, the server
// ends its side after the answer, reads and drops what still arrives, and closes when the client
// ends, when LINGER_BYTES more have arrived, or after LINGER_MS, whichever comes first.
import type { Socket } from 'node:net'

/** How long the server keeps reading after its answer. */
export const LINGER_MS = 2_000
/** How much more it reads: enough for what a client had in flight, never the rest of a large body. */
export const LINGER_BYTES = 1024 * 1024

/** Makes Node's close of this socket, after the current answer, a lingering one. */
export function lingerOnClose(socket: Socket) {
  socket.destroySoon = function lingeringClose(this: Socket) {
    this.end() // our FIN, after the answer
    let read = 0
    const close = () => this.destroy()
    const timer = setTimeout(close, LINGER_MS)
    timer.unref()
    this.on('data', (chunk: Buffer) => {
      read += chunk.length
      if (read > LINGER_BYTES) close()
    })
    this.once('end', close)
    this.once('close', () => clearTimeout(timer))
    this.resume()
  }
}
