import { Transform, type TransformCallback } from 'node:stream'

// React's streaming renderer writes a document in pieces of about 2 KB, all in one turn of the
// event loop. Each piece then went on its own through every stream after it (the rewrite of the
// scripts, the Response's body, Express, gzip, the socket): a sixth of a product page's CPU and
// of a page of results went to that. This stream hands on what was written in one turn as one
// buffer, in the next: a page whose parts are all ready goes on as one piece, and a part that
// finishes later is still sent when it does.

/** A stream that passes on everything written to it within one turn of the event loop as one buffer. */
export function writesOfOneTurn() {
	let held: Buffer[] = []
	let scheduled = false
	const release = () => {
		scheduled = false
		if (!held.length) return
		const out = held.length === 1 ? held[0]! : Buffer.concat(held)
		held = []
		stream.push(out)
	}
	const stream = new Transform({
		transform(chunk: Buffer, _encoding, callback: TransformCallback) {
			held.push(chunk)
			if (!scheduled) {
				scheduled = true
				setImmediate(release)
			}
			callback()
		},
		flush(callback: TransformCallback) {
			release()
			callback()
		},
	})
	return stream
}
