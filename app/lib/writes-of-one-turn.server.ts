import { Transform, type TransformCallback } from 'node:stream'

// React's streaming renderer writes a document in pieces of about 2 KB, all in one turn of the
// event loop. Each piece then went on its own through every stream after it (the rewrite of the
// scripts, the Response's body, Express, gzip, the socket): a sixth of a product page's CPU and
// of a page of results went to that. This stream hands on what was written in one turn in pieces
// of 64 KB, the last in the next turn: a page whose parts are all ready goes on in a few pieces,
// and a part that finishes later is still sent when it does. Not one piece a page: a buffer of
// several hundred KB a request kept more of the server's memory in use than the pieces did.

const PIECE_BYTES = 64 * 1024

/** A stream that passes on what is written to it within one turn of the event loop in pieces of 64 KB. */
export function writesOfOneTurn() {
	let held: Buffer[] = []
	let heldBytes = 0
	let scheduled = false
	const pass = () => {
		if (!held.length) return
		const out = held.length === 1 ? held[0]! : Buffer.concat(held, heldBytes)
		held = []
		heldBytes = 0
		stream.push(out)
	}
	const stream = new Transform({
		transform(chunk: Buffer, _encoding, callback: TransformCallback) {
			held.push(chunk)
			heldBytes += chunk.length
			if (heldBytes >= PIECE_BYTES) pass()
			if (!scheduled) {
				scheduled = true
				setImmediate(() => {
					scheduled = false
					pass()
				})
			}
			callback()
		},
		flush(callback: TransformCallback) {
			pass()
			callback()
		},
	})
	return stream
}
