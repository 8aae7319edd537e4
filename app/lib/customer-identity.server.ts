import type { Db } from './db.server'
import { storedE164, type E164Phone } from './phone'

// Who a customer session belongs to: the account's identity as the session guard needs it
// (app/lib/customer-session.server.ts). The account rules themselves (registration, login,
// reset) are in app/domain/accounts.

export interface Customer {
	id: number
	name: string
	phone: E164Phone
	isVerified: boolean
}

export function toCustomer(row: { id: number; name: string; phone: string; is_verified: number }): Customer {
	return { id: row.id, name: row.name, phone: storedE164(row.phone), isVerified: row.is_verified === 1 }
}

export const USER_COLUMNS = ['id', 'name', 'phone', 'is_verified', 'password_hash', 'session_version'] as const

/** The customer with their session version (sessions begun under another version are over). */
export async function findCustomerById(db: Db, id: number) {
	const row = await db.selectFrom('users').select(USER_COLUMNS).where('id', '=', id).executeTakeFirst()
	return row ? { ...toCustomer(row), sessionVersion: row.session_version } : null
}
