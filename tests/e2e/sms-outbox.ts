import path from 'node:path'
import Database from 'better-sqlite3'

// Reads the SMS the shop "sent" from the outbox table of the e2e server's database (no SMS
// provider is configured in the browser tests, so every message is kept there).

function databaseFile() {
	const port = process.env.E2E_PORT ?? '3210'
	return path.resolve('test-results', `e2e-data-${port}`, 'shop.sqlite')
}

/** '0412 345 678' → '+61412345678', the form the shop stores. */
export function storedPhone(typed: string) {
	return `+61${typed.replace(/\D/g, '').slice(1)}`
}

/** A random mobile number, so tests running in parallel never share an account. */
export function randomMobile() {
	const digits = String(Math.floor(Math.random() * 100_000_000)).padStart(8, '0')
	return `04${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`
}

/** The 6-digit code in the newest SMS to `typedPhone`, waiting a moment for it to arrive. */
export async function latestSmsCode(typedPhone: string, { after = 0, timeoutMs = 5000 } = {}): Promise<{ code: string; id: number }> {
	const recipient = storedPhone(typedPhone)
	const deadline = Date.now() + timeoutMs
	const db = new Database(databaseFile(), { readonly: true, fileMustExist: true })
	try {
		const query = db.prepare<[string, number], { id: number; body_text: string }>(
			"select id, body_text from outbox where channel = 'sms' and recipient = ? and id > ? order by id desc limit 1",
		)
		for (;;) {
			const row = query.get(recipient, after)
			const code = row ? /^(\d{6}) /.exec(row.body_text)?.[1] : undefined
			if (row && code) return { code, id: row.id }
			if (Date.now() > deadline) throw new Error(`no SMS with a code reached ${recipient}`)
			await new Promise((resolve) => setTimeout(resolve, 100))
		}
	} finally {
		db.close()
	}
}
