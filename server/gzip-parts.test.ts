import crypto from 'node:crypto'
import zlib from 'node:zlib'
import { describe, expect, test } from 'vitest'
import { crc32Combine, gzipJoin, gzipPart } from './gzip-parts'

describe('gzip from parts compressed ahead of time', () => {
	test('CRC-32 of two texts combines from their CRCs as zlib computes it over the whole', () => {
		for (const [a, b] of [
			['', ''],
			['hello ', 'world'],
			['x', ''],
			['', 'y'],
			[crypto.randomBytes(1000).toString('base64'), crypto.randomBytes(70_000).toString('latin1')],
		] as const) {
			const [bufA, bufB] = [Buffer.from(a), Buffer.from(b)]
			expect(crc32Combine(zlib.crc32(bufA), zlib.crc32(bufB), bufB.length), `${a.length}+${b.length}`).toBe(zlib.crc32(Buffer.concat([bufA, bufB])))
		}
	})

	test('parts joined by a text decompress to the whole text, by a standard gunzip, checksum and length included', () => {
		const page = `<html>${'<p>Tyres — 205/55R16 ’ “quoted”</p>'.repeat(3000)}<script nonce="NONCE">go()</script><style nonce="NONCE"></style>NONCE</html>`
		const parts = page.split('NONCE').map((text) => gzipPart(Buffer.from(text)))
		for (const nonce of ['', crypto.randomBytes(16).toString('base64'), 'é'.repeat(300)]) {
			const gz = gzipJoin(parts, Buffer.from(nonce))
			expect(zlib.gunzipSync(gz).toString()).toBe(page.replaceAll('NONCE', nonce))
		}
		// compressed, not merely stored: the repeated markup shrinks to a small part of its size
		expect(gzipJoin(parts, Buffer.from('n')).length).toBeLessThan(Buffer.byteLength(page) / 20)
	})

	test('a body with nothing to put between (one part) is a plain gzip of it', () => {
		const json = JSON.stringify({ tyres: Array.from({ length: 50 }, (_, id) => ({ id, brand: 'Michelin' })) })
		expect(zlib.gunzipSync(gzipJoin([gzipPart(Buffer.from(json))], Buffer.alloc(0))).toString()).toBe(json)
		expect(zlib.gunzipSync(gzipJoin([gzipPart(Buffer.alloc(0))], Buffer.alloc(0))).toString()).toBe('')
	})

	test('a corrupted part fails the checksum: the trailer is checked', () => {
		const gz = gzipJoin([gzipPart(Buffer.from('abc'.repeat(100)))], Buffer.alloc(0))
		gz[gz.length - 8]! ^= 1
		expect(() => zlib.gunzipSync(gz)).toThrow(/incorrect data check|check/i)
	})
})
