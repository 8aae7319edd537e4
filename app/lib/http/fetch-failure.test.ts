import vm from 'node:vm'
import { expect, test } from 'vitest'
import { fetchFailure } from './fetch-failure'

test('a timed-out fetch says no answer within the timeout', () => {
	expect(fetchFailure(new DOMException('The operation was aborted due to timeout', 'TimeoutError'), 10_000)).toBe('no answer within 10 s')
})

test('an error from another realm is read by its name and message all the same', () => {
	const [timeout, refused] = vm.runInNewContext(`[Object.assign(new Error('aborted'), { name: 'TimeoutError' }), new TypeError('fetch failed')]`) as [Error, Error]
	expect(timeout instanceof Error).toBe(false)
	expect(fetchFailure(timeout, 5_000)).toBe('no answer within 5 s')
	expect(fetchFailure(refused, 5_000)).toBe('fetch failed')
})

test('anything else thrown is said as it is', () => {
	expect(fetchFailure(new TypeError('fetch failed'), 10_000)).toBe('fetch failed')
	expect(fetchFailure('socket hang up', 10_000)).toBe('socket hang up')
	expect(fetchFailure(null, 10_000)).toBe('null')
})
