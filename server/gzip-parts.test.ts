import crypto from 'node:crypto'
import zlib from 'node:zlib'
import { describe, expect, test } from 'vitest'
import { crc32Combine, gzipJoin, gzipParts } from './gzip-parts'

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
		// the same markup on both sides of each cut, as a page's cards are: the parts refer back across it
		const card = (i: number) => `<article><h3>Tyre ${i}</h3><p>205/55R16 91V — “Michelin” ’ Primacy 4</p><button>Add</button></article>`
		const cards = (from: number) => Array.from({ length: 400 }, (_, i) => card(from + i)).join('')
		const page = `<html>${cards(0)}<script nonce="NONCE">go()</script>${cards(400)}<style nonce="NONCE"></style>${cards(800)}NONCE</html>`
		const parts = gzipParts(
			page.split('NONCE').map((text) => Buffer.from(text)),
			24,
		)
		for (let i = 0; i < 5; i++) {
			const nonce = crypto.randomBytes(16).toString('base64')
			expect(zlib.gunzipSync(gzipJoin(parts, Buffer.from(nonce))).toString()).toBe(page.replaceAll('NONCE', nonce))
		}
		// as small as the whole page compressed in one go (to a few per cent)
		const whole = zlib.gzipSync(page.replaceAll('NONCE', 'x'.repeat(24)), { level: 9 }).length
		expect(gzipJoin(parts, Buffer.alloc(24, 'n')).length).toBeLessThan(whole * 1.05)
		// a nonce of another length would shift every distance: refused
		expect(() => gzipJoin(parts, Buffer.from('short'))).toThrow(RangeError)
	})

	test('parts holding a NUL byte are compressed alone, and still join right', () => {
		const texts = ['a\0b'.repeat(500), 'c\0'.repeat(500), 'a\0b'.repeat(500)].map((text) => Buffer.from(text))
		const gz = gzipJoin(gzipParts(texts, 3), Buffer.from('\0\0\0'))
		expect(zlib.gunzipSync(gz).toString()).toBe(texts.map(String).join('\0\0\0'))
	})

	test('a body with nothing to put between (one part) is a plain gzip of it', () => {
		const json = JSON.stringify({ tyres: Array.from({ length: 50 }, (_, id) => ({ id, brand: 'Michelin' })) })
		expect(zlib.gunzipSync(gzipJoin(gzipParts([Buffer.from(json)], 0), Buffer.alloc(0))).toString()).toBe(json)
		expect(zlib.gunzipSync(gzipJoin(gzipParts([Buffer.alloc(0)], 0), Buffer.alloc(0))).toString()).toBe('')
	})

	test('a corrupted part fails the checksum: the trailer is checked', () => {
		const gz = gzipJoin(gzipParts([Buffer.from('abc'.repeat(100))], 0), Buffer.alloc(0))
		gz[gz.length - 8]! ^= 1
		expect(() => zlib.gunzipSync(gz)).toThrow(/incorrect data check|check/i)
	})
})
