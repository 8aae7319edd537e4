import { isIPv4, isIPv6 } from 'node:net'

// A client's network address as one text per client: '203.0.113.5:51234', '[2001:db8::1]:443',
// '::ffff:203.0.113.5' and '::ffff:cb00:7105' are all '203.0.113.5'. An IPv6 client owns at least
// a /64 (its provider hands out one per customer and its devices pick addresses inside it), so
// everything in one /64 is one client.

/** The normalised form of a client address: an IPv4 address, an IPv6 '/64', or null when it is none. */
export function normalizeClientAddress(raw: string | null | undefined): string | null {
	if (!raw) return null
	let address = raw.trim().toLowerCase()
	const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address)
	if (bracketed) address = bracketed[1]!
	else if (/^[\d.]+:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(':'))
	address = address.split('%')[0]! // an IPv6 zone ('fe80::1%eth0')
	if (isIPv4(address)) return address
	if (!isIPv6(address)) return null
	const groups = expandIPv6(address)
	// IPv4-mapped (::ffff:a.b.c.d, also written in hex)
	if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
		return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.')
	}
	return `${groups
		.slice(0, 4)
		.map((g) => g.toString(16))
		.join(':')}::/64`
}

/** The eight 16-bit groups of a valid IPv6 address (with '::' and a dotted IPv4 tail). */
function expandIPv6(address: string): number[] {
	let text = address
	const lastColon = text.lastIndexOf(':')
	const last = text.slice(lastColon + 1)
	if (last.includes('.')) {
		// a dotted IPv4 tail ('::ffff:1.2.3.4') is the last two groups
		const [a, b, c, d] = last.split('.').map(Number)
		text = `${text.slice(0, lastColon + 1)}${((a! << 8) | b!).toString(16)}:${((c! << 8) | d!).toString(16)}`
	}
	const [head, tail] = text.split('::') as [string, string | undefined]
	const left = head ? head.split(':') : []
	const right = tail ? tail.split(':') : []
	const middle = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0')
	return [...left, ...middle, ...right].map((g) => parseInt(g, 16))
}
