import { describe, expect, test } from 'vitest'
import { untilLoaded } from './lazy-part'

describe('untilLoaded', () => {
	test('a load that fails is tried again when the signal is back, and resolves once it succeeds, never rejecting', async () => {
		const browser = new EventTarget()
		const answers = [() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')), () => Promise.reject(new TypeError('again')), () => Promise.resolve('the part')]
		let tries = 0
		const settled: unknown[] = []
		void untilLoaded(() => answers[tries++]!(), browser).then((value) => settled.push(value), (error: unknown) => settled.push(error))

		await new Promise((resolve) => setTimeout(resolve, 0))
		expect(tries).toBe(1)
		expect(settled).toEqual([]) // no signal yet: still waiting, not failed
		browser.dispatchEvent(new Event('online'))
		await new Promise((resolve) => setTimeout(resolve, 0))
		expect(tries).toBe(2)
		browser.dispatchEvent(new Event('online'))
		await new Promise((resolve) => setTimeout(resolve, 0))
		expect(tries).toBe(3)
		expect(settled).toEqual(['the part'])
		browser.dispatchEvent(new Event('online'))
		expect(tries).toBe(3) // done: nothing listens any more
	})
})
