import fs from 'node:fs'
import path from 'node:path'

// Reads the SMS the shop would have sent. No SMS provider is configured in the browser tests,
// and the outbox keeps codes only masked, so the shop prints each code-bearing message on its
// console; tests/e2e/serve.js copies that console into the data directory.

function consoleFile() {
	const port = process.env.E2E_PORT ?? '3210'
	return path.resolve('test-results', `e2e-data-${port}`, 'console.log')
}

/** '0412 345 678' → '+61412345678', the form the shop stores. */
export function storedPhone(typed: string) {
	return `+61${typed.replace(/\D/g, '').slice(1)}`
}

/**
 * A random mobile number, so tests running in parallel never share an account. It stays in
 * 0410–0419: the shop checks numbers against the national numbering plan, where some 04
 * ranges (0441, 0453, …) are not allocated and a number in them is refused as a typo.
 */
export function randomMobile() {
	const digits = `1${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`
	return `04${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`
}

const LINE = /^\[outbox\] no SMS provider is set; message for (\+\d+): (".*")$/

/** The codes texted to `typedPhone` so far, oldest first; `id` is the console line. */
function smsCodes(typedPhone: string) {
	const recipient = storedPhone(typedPhone)
	const lines = fs.existsSync(consoleFile()) ? fs.readFileSync(consoleFile(), 'utf8').split('\n') : []
	const codes: { code: string; id: number }[] = []
	lines.forEach((line, index) => {
		const match = LINE.exec(line)
		if (match?.[1] !== recipient) return
		const code = /^(\d{6}) /.exec(JSON.parse(match[2]!) as string)?.[1]
		if (code) codes.push({ code, id: index + 1 })
	})
	return codes
}

/** How many codes the shop has texted to `typedPhone` (a form sent twice sends two). */
export function smsCodeCount(typedPhone: string) {
	return smsCodes(typedPhone).length
}

/** The 6-digit code in the newest SMS to `typedPhone` after message `after`, waiting a moment for it to arrive. */
export async function latestSmsCode(typedPhone: string, { after = 0, timeoutMs = 5000 } = {}): Promise<{ code: string; id: number }> {
	const deadline = Date.now() + timeoutMs
	for (;;) {
		const latest = smsCodes(typedPhone).at(-1)
		if (latest && latest.id > after) return latest
		if (Date.now() > deadline) throw new Error(`no SMS with a code reached ${storedPhone(typedPhone)}`)
		await new Promise((resolve) => setTimeout(resolve, 100))
	}
}
