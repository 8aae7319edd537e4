/**
 * An in-process cache with a hard bound on its entries and on their total weight (for
 * example the characters of the strings it holds). The least recently used entries go first;
 * a value heavier than the whole budget is returned but not kept. Every in-process cache of
 * the shop is one of these, its bound stated where it is made.
 */
export class BoundedCache<K, V> {
	private readonly entries = new Map<K, { value: V; weight: number }>()
	private totalWeight = 0

	constructor(private readonly bound: { maxEntries: number; maxWeight?: number; weigh?: (value: V) => number }) {}

	get size() {
		return this.entries.size
	}

	get weight() {
		return this.totalWeight
	}

	get(key: K): V | undefined {
		const entry = this.entries.get(key)
		if (!entry) return undefined
		// most recently used last: eviction walks from the front
		this.entries.delete(key)
		this.entries.set(key, entry)
		return entry.value
	}

	set(key: K, value: V) {
		this.delete(key)
		const weight = this.bound.weigh?.(value) ?? 0
		const maxWeight = this.bound.maxWeight ?? Infinity
		if (weight > maxWeight || this.bound.maxEntries < 1) return
		this.entries.set(key, { value, weight })
		this.totalWeight += weight
		for (const [oldest] of this.entries) {
			if (this.entries.size <= this.bound.maxEntries && this.totalWeight <= maxWeight) break
			this.delete(oldest)
		}
	}

	/** The kept value for `key`, or `compute()`'s, kept for next time. */
	getOrSet(key: K, compute: () => V): V {
		const kept = this.get(key)
		if (kept !== undefined) return kept
		const value = compute()
		this.set(key, value)
		return value
	}

	delete(key: K) {
		const entry = this.entries.get(key)
		if (!entry) return
		this.entries.delete(key)
		this.totalWeight -= entry.weight
	}

	clear() {
		this.entries.clear()
		this.totalWeight = 0
	}
}
