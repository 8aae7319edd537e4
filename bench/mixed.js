// Mixed traffic for the benchmark: what many customers ask for at once, each request a different
// URL drawn from the whole catalogue, so a cache that keeps one URL's answer measures nothing here.
import autocannon from 'autocannon'
import { makeCart } from './lib.js'

/** Deterministic pseudo-random numbers (mulberry32), so two runs ask for the same URLs. */
export function seededRandom(seed) {
	let state = seed >>> 0
	return () => {
		state = (state + 0x6d2b79f5) >>> 0
		let t = state
		t = Math.imul(t ^ (t >>> 15), t | 1)
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296
	}
}

/** Every listed tyre, as the public search API pages through them: slug, size and brand. */
export async function listedCatalogue(base) {
	const tyres = []
	for (let page = 1; ; page++) {
		const answer = await (await fetch(`${base}/api/tyreall/search?limit=100&page=${page}`)).json()
		for (const t of answer.tyres) tyres.push({ slug: t.slug, width: t.width, profile: t.profile, rim: t.rimSize, brand: t.Brand })
		if (page >= answer.totalPages) break
	}
	const sizes = new Map()
	for (const t of tyres) {
		const key = `${t.width}/${t.profile}/${t.rim}`
		const size = sizes.get(key) ?? { width: t.width, profile: t.profile, rim: t.rim, count: 0, brands: new Set() }
		size.count += 1
		size.brands.add(t.brand)
		sizes.set(key, size)
	}
	return { tyres, sizes: [...sizes.values()].map((s) => ({ ...s, brands: [...s.brands] })) }
}

const SORTS = ['low-to-high', 'high-to-low']

/**
 * A size search's query string as a customer makes one: every size, half of them with a brand of
 * that size, a sort or page 2 (where the size has a second page).
 */
function sizeQuery(size, random) {
	const params = new URLSearchParams({ width: String(size.width), profile: String(size.profile), rim: String(size.rim) })
	if (random() < 0.5) {
		const extra = Math.floor(random() * 3)
		if (extra === 0) params.set('brand', size.brands[Math.floor(random() * size.brands.length)])
		else if (extra === 1) params.set('sort', SORTS[Math.floor(random() * SORTS.length)])
		else if (size.count > 50) params.set('page', '2')
	}
	return params.toString()
}

/** The URL makers of the mixed part: a new valid URL each call. */
export function mixedUrls(catalogue, seed = 1) {
	const random = seededRandom(seed)
	const pick = (list) => list[Math.floor(random() * list.length)]
	return {
		search: () => `/api/tyreall/search?${sizeQuery(pick(catalogue.sizes), random)}`,
		product: () => `/product/${pick(catalogue.tyres).slug}`,
		homeResults: () => `/?${sizeQuery(pick(catalogue.sizes), random)}`,
	}
}

/** Carts of 2 of a random tyre each, as their cookies, for /shipping with a different cart each time. */
export async function randomCarts(base, tyreIds, count, seed = 2) {
	const random = seededRandom(seed)
	const cookies = []
	for (let i = 0; i < count; i++) cookies.push(await makeCart(base, tyreIds[Math.floor(random() * tyreIds.length)]))
	return cookies
}

/**
 * autocannon with a new request each time: `next()` gives its path and headers. Answers are
 * asked for compressed, as a browser asks. It runs for `duration` seconds, or `amount` requests.
 */
export async function loadMixed(base, { connections, duration, amount, next }) {
	const result = await autocannon({
		url: base,
		connections,
		// `amount` requests in all, however long they take, when given
		...(amount ? { amount } : { duration }),
		requests: [
			{
				setupRequest: (request) => {
					const { path, headers = {} } = next()
					return { ...request, path, headers: { ...request.headers, 'Accept-Encoding': 'gzip', ...headers } }
				},
			},
		],
	})
	return figures(result)
}

/**
 * An autocannon run's figures: requests/s over the whole run (its per-second average is 0 when no
 * second completed a sample), latency, every answer that was not a 2xx, and how many completed
 * (a p99 of nothing is no pass). `errors` counts them all; `timeouts` (no answer within
 * autocannon's 10 s, as on a host busy with other work) and `non2xx` say which they were.
 */
export function figures(result) {
	return {
		rps: result.duration > 0 ? result.requests.total / result.duration : 0,
		completed: result.requests.total,
		p50: result.latency.p50,
		p99: result.latency.p99,
		// autocannon's `errors` already counts its timeouts
		errors: result.errors + result.non2xx,
		timeouts: result.timeouts,
		non2xx: result.non2xx,
	}
}
