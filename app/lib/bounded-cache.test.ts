import { expect, test } from 'vitest'
import { BoundedCache } from './bounded-cache'

test('keeps at most maxEntries, dropping the least recently used', () => {
	const cache = new BoundedCache<string, number>({ maxEntries: 2 })
	cache.set('a', 1)
	cache.set('b', 2)
	expect(cache.get('a')).toBe(1) // 'a' is now the most recently used
	cache.set('c', 3)
	expect(cache.size).toBe(2)
	expect(cache.get('b')).toBeUndefined()
	expect(cache.get('a')).toBe(1)
	expect(cache.get('c')).toBe(3)
})

test('keeps the total weight within maxWeight, and never keeps a value heavier than all of it', () => {
	const cache = new BoundedCache<string, string>({ maxEntries: 100, maxWeight: 10, weigh: (s) => s.length })
	cache.set('a', 'xxxx')
	cache.set('b', 'yyyy')
	cache.set('c', 'zzzz') // 12 > 10: 'a' goes
	expect(cache.weight).toBe(8)
	expect(cache.get('a')).toBeUndefined()
	expect(cache.get('b')).toBe('yyyy')
	cache.set('huge', 'x'.repeat(11))
	expect(cache.get('huge')).toBeUndefined()
	expect(cache.weight).toBe(8)
	cache.set('b', 'y') // replacing a value re-weighs it
	expect(cache.weight).toBe(5)
})

test('getOrSet computes once and then answers from the cache', () => {
	const cache = new BoundedCache<string, number>({ maxEntries: 5 })
	let computed = 0
	const compute = () => ++computed
	expect(cache.getOrSet('k', compute)).toBe(1)
	expect(cache.getOrSet('k', compute)).toBe(1)
	expect(computed).toBe(1)
	cache.clear()
	expect(cache.getOrSet('k', compute)).toBe(2)
})
