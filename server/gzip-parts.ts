import zlib from 'node:zlib'

// A gzip answer assembled from parts compressed ahead of time, with a small text that changes on
// every answer (the CSP nonce, always of one length) put between them uncompressed: the page
// cache's big pages are then compressed once when kept, not on every answer (about 5 ms of CPU
// for 200 KB).
//
// Each kept part is raw deflate ending with a sync flush (byte-aligned, no final block), so the
// parts and "stored" blocks holding the changing text can follow one another in one deflate
// stream (RFC 1951 §3.2.4); a final empty block and the gzip trailer (CRC-32 of the whole text
// and its length, RFC 1952) close it. The CRC-32 of the whole is combined from each part's,
// without reading the text again.
//
// Each part is compressed with the text before it as its dictionary (what the decompressor has
// seen by then), so it refers back across the cut as one stream would: a page cut at 22 nonces
// comes out as small as compressed whole. In that dictionary the text between parts is NUL
// bytes: no part holds a NUL (else parts are compressed alone), so nothing refers into it, and
// whichever nonce an answer puts there, every distance stays right.

export interface GzipPart {
	/** raw deflate, ending with a sync flush */
	deflated: Buffer
	/** CRC-32 of the uncompressed bytes */
	crc: number
	/** uncompressed length in bytes */
	length: number
	/** x^(8·length) modulo the CRC polynomial: what combining this part's CRC takes */
	shift: number
}

/** Parts to be joined by a text of `betweenLength` bytes. */
export interface GzipParts {
	parts: GzipPart[]
	betweenLength: number
}

const WINDOW = 32 * 1024

/** Compresses texts to be joined by texts of `betweenLength` bytes (level 9: it is done once). */
export function gzipParts(texts: readonly Buffer[], betweenLength: number): GzipParts {
	const linked = !texts.some((text) => text.includes(0))
	const placeholder = Buffer.alloc(betweenLength)
	let history = Buffer.alloc(0)
	const parts = texts.map((bytes) => {
		const options: zlib.ZlibOptions = { level: 9, finishFlush: zlib.constants.Z_SYNC_FLUSH }
		if (linked && history.length > 0) options.dictionary = history
		const part = { deflated: zlib.deflateRawSync(bytes, options), crc: zlib.crc32(bytes), length: bytes.length, shift: crcShift(bytes.length) }
		if (linked) history = Buffer.concat([history, bytes, placeholder]).subarray(-WINDOW)
		return part
	})
	return { parts, betweenLength }
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff])
const FINAL_EMPTY_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff])

/** A gzip body: parts[0], between, parts[1], between, …, parts[n]; `between` of the length the parts were made for. */
export function gzipJoin(gzip: GzipParts, between: Buffer): Buffer {
	const { chunks, length } = gzipChunks(gzip, between)
	return Buffer.concat(chunks, length)
}

/**
 * gzipJoin's body as the chunks to write one after another, and their length in all: the kept
 * parts themselves, with only the small blocks around them made anew (writing them corked sends
 * them in one go, without copying a page's bytes into a new buffer for every answer).
 */
export function gzipChunks({ parts, betweenLength }: GzipParts, between: Buffer): { chunks: Buffer[]; length: number } {
	if (between.length !== betweenLength || between.length > 0xffff) throw new RangeError(`the text between parts must be ${betweenLength} bytes`)
	const stored = Buffer.alloc(5 + between.length)
	stored.writeUInt16LE(between.length, 1)
	stored.writeUInt16LE(~between.length & 0xffff, 3)
	between.copy(stored, 5)
	const betweenCrc = zlib.crc32(between)
	const betweenShift = crcShift(between.length)
	const chunks: Buffer[] = [GZIP_HEADER]
	let crc = 0
	let length = 0
	parts.forEach((part, i) => {
		if (i > 0) {
			chunks.push(stored)
			crc = combineShifted(crc, betweenCrc, betweenShift)
			length += between.length
		}
		chunks.push(part.deflated)
		crc = i === 0 ? part.crc : combineShifted(crc, part.crc, part.shift)
		length += part.length
	})
	const trailer = Buffer.alloc(8)
	trailer.writeUInt32LE(crc >>> 0, 0)
	trailer.writeUInt32LE(length >>> 0, 4)
	chunks.push(FINAL_EMPTY_BLOCK, trailer)
	return { chunks, length: chunks.reduce((n, chunk) => n + chunk.length, 0) }
}

// CRC-32 combination as zlib's crc32_combine does it: polynomial arithmetic modulo the CRC's
// polynomial (reflected), with x^(2^k) precomputed.
const POLY = 0xedb88320

function multModP(a: number, b: number): number {
	let m = 0x80000000
	let p = 0
	for (;;) {
		if (a & m) {
			p ^= b
			if ((a & (m - 1)) === 0) break
		}
		m >>>= 1
		b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1
	}
	return p >>> 0
}

const X2N = new Uint32Array(32)
X2N[0] = 0x40000000 // x^1
for (let k = 1; k < 32; k++) X2N[k] = multModP(X2N[k - 1]!, X2N[k - 1]!)

/** x^(n·2^k) modulo the polynomial */
function x2nModP(n: number, k: number): number {
	let p = 0x80000000 // x^0
	while (n) {
		if (n & 1) p = multModP(X2N[k & 31]!, p)
		n >>>= 1
		k += 1
	}
	return p
}

/** x^(8·length) modulo the polynomial: what combining a CRC over `length` bytes takes (kept per part) */
function crcShift(length: number): number {
	return x2nModP(length, 3)
}

/** The CRC-32 of A followed by B, from A's CRC, B's CRC and crcShift(B's length). */
function combineShifted(crcA: number, crcB: number, shiftB: number): number {
	return (multModP(shiftB, crcA >>> 0) ^ crcB) >>> 0
}

/** The CRC-32 of A followed by B, from A's CRC, B's CRC and B's length. */
export function crc32Combine(crcA: number, crcB: number, lengthB: number): number {
	return combineShifted(crcA, crcB, crcShift(lengthB))
}
