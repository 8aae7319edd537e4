import { hash, verify, type Options } from '@node-rs/argon2'

// argon2id with the library's defaults (m=19 MiB, t=2, p=1: OWASP's recommended minimum).
// Under vitest only (it sets VITEST, and the test setup NODE_ENV=test) the cost is the smallest
// argon2 allows: the suite hashes and checks hundreds of passwords, each about 50 ms of CPU at the
// real cost. A hash records its own cost, so a test hash never verifies slower or faster than
// what it was made with; the built server (NODE_ENV=production) always uses the defaults.
const TEST_COST: Options | undefined = process.env.VITEST && process.env.NODE_ENV === 'test' ? { memoryCost: 1024, timeCost: 1, parallelism: 1 } : undefined

export function hashPassword(password: string) {
	return hash(password, TEST_COST)
}

export async function verifyPassword(passwordHash: string, password: string) {
	try {
		return await verify(passwordHash, password)
	} catch {
		return false
	}
}
