import { hash, verify } from '@node-rs/argon2'

// argon2id with the library's defaults (m=19 MiB, t=2, p=1: OWASP's recommended minimum).
export function hashPassword(password: string) {
	return hash(password)
}

export async function verifyPassword(passwordHash: string, password: string) {
	try {
		return await verify(passwordHash, password)
	} catch {
		return false
	}
}
