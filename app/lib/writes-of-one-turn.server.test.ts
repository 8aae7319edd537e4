import { setImmediate as nextTurn } from 'node:timers/promises'
import { describe, expect, test } from 'vitest'
import { writesOfOneTurn } from './writes-of-one-turn.server'

/** what comes out of the stream, piece by piece, as text */
function pieces(stream: ReturnType<typeof writesOfOneTurn>) {
	const out: string[] = []
	stream.on('data', (chunk: Buffer) => out.push(chunk.toString('utf8')))
	return out
}

describe('writesOfOneTurn', () => {
	test('passes on what was written in one turn as one piece, in order', async () => {
		const stream = writesOfOneTurn()
		const out = pieces(stream)
		for (const part of ['<!DOCTYPE html>', '<html><head>', '</head><body>', 'Café ✓']) stream.write(Buffer.from(part))
		expect(out).toEqual([])
		await nextTurn()
		expect(out).toEqual(['<!DOCTYPE html><html><head></head><body>Café ✓'])
	})

	test('sends what is written in a later turn when it comes, without waiting for the end', async () => {
		const stream = writesOfOneTurn()
		const out = pieces(stream)
		stream.write(Buffer.from('<body>shell'))
		await nextTurn()
		stream.write(Buffer.from('<template>late part</template>'))
		await nextTurn()
		expect(out).toEqual(['<body>shell', '<template>late part</template>'])
		expect(stream.writableEnded).toBe(false)
	})

	test('a long turn goes on in pieces of 64 KB as they fill, the rest in the next turn', async () => {
		const stream = writesOfOneTurn()
		const sizes: number[] = []
		stream.on('data', (chunk: Buffer) => sizes.push(chunk.length))
		for (let i = 0; i < 40; i++) stream.write(Buffer.alloc(2048, i))
		expect(sizes).toEqual([64 * 1024])
		await nextTurn()
		expect(sizes).toEqual([64 * 1024, 16 * 1024])
	})

	test('hands on what is held when the writer ends in the same turn', async () => {
		const stream = writesOfOneTurn()
		const out = pieces(stream)
		const ended = new Promise((resolve) => stream.on('end', resolve))
		stream.write(Buffer.from('a'))
		stream.end(Buffer.from('b'))
		await ended
		expect(out).toEqual(['ab'])
	})

	test('takes each write at once, so the renderer never waits on it', () => {
		const stream = writesOfOneTurn()
		pieces(stream)
		const big = Buffer.alloc(64 * 1024, 'x')
		expect(stream.write(big)).toBe(true)
		expect(stream.write(big)).toBe(true)
	})
})
