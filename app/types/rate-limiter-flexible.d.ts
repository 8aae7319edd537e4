// The package's types describe RateLimiterStoreAbstract (the base of its stores) but its index
// does not export it; a store of our own extends it from its own file.
declare module 'rate-limiter-flexible/lib/RateLimiterStoreAbstract.js' {
	import type { RateLimiterStoreAbstract } from 'rate-limiter-flexible'
	const StoreAbstract: typeof RateLimiterStoreAbstract
	export default StoreAbstract
}
