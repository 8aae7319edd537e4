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
