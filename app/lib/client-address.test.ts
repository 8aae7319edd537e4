import { expect, test } from 'vitest'
import { normalizeClientAddress } from './client-address'

test.each([
	['203.0.113.5', '203.0.113.5'],
	['203.0.113.5:51234', '203.0.113.5'],
	[' 203.0.113.5 ', '203.0.113.5'],
	['::ffff:203.0.113.5', '203.0.113.5'],
	['::FFFF:203.0.113.5', '203.0.113.5'],
	['::ffff:cb00:7105', '203.0.113.5'],
	['[::ffff:203.0.113.5]:443', '203.0.113.5'],
	['0:0:0:0:0:ffff:cb00:7105', '203.0.113.5'],
	['2001:db8:1:2:aaaa::1', '2001:db8:1:2::/64'],
	['2001:0DB8:0001:0002:bbbb:cccc:dddd:eeee', '2001:db8:1:2::/64'],
	['[2001:db8:1:2::7]:8080', '2001:db8:1:2::/64'],
	['fe80::1%eth0', 'fe80:0:0:0::/64'],
	['::1', '0:0:0:0::/64'],
])('%s is %s', (raw, normalised) => {
	expect(normalizeClientAddress(raw)).toBe(normalised)
})

test('the other /64 next door is another client; nothing that is not an address is one', () => {
	expect(normalizeClientAddress('2001:db8:1:3::1')).not.toBe(normalizeClientAddress('2001:db8:1:2::1'))
	for (const raw of [null, undefined, '', 'unknown', '999.1.1.1', 'localhost:80', '1.2.3.4:x']) expect(normalizeClientAddress(raw)).toBeNull()
})
