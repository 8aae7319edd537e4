// Starts the built server for the browser tests on a fresh data directory.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const port = process.env.E2E_PORT ?? '3210'
const dataDir = path.resolve('test-results', `e2e-data-${port}`)
fs.rmSync(dataDir, { recursive: true, force: true })
fs.mkdirSync(dataDir, { recursive: true })

// The server's console is also written to a file: with no SMS provider, the one-time codes
// appear there only (never in the database), and tests/e2e/sms-outbox.ts reads them from it.
const consoleFile = fs.createWriteStream(path.join(dataDir, 'console.log'), { flags: 'a' })
const child = spawn(process.execPath, ['server.js'], {
	stdio: ['inherit', 'pipe', 'inherit'],
	env: {
		...process.env,
		NODE_ENV: 'production',
		PORT: port,
		DATA_DIR: dataDir,
		DATABASE_URL: '',
		PUBLIC_URL: `http://localhost:${port}`,
		ADMIN_USERNAME: 'owner',
		ADMIN_PASSWORD: 'e2e-owner-password',
		SESSION_SECRET: 'e2e-session-secret-that-is-long-enough-0123456789',
		// journeys and benchmarks book far more than a customer would from one address
		UNVERIFIED_BOOKINGS_PER_DAY: '100000',
		// a journey may pin the shop's clock for its own requests with an e2e-now cookie (server/app.ts)
		E2E_CLOCK_COOKIE: '1',
		LOG_LEVEL: 'warn',
		STRIPE_SECRET_KEY: '',
		STRIPE_PUBLISHABLE_KEY: '',
		STRIPE_WEBHOOK_SECRET: '',
		SMTP_URL: '',
	},
})
child.stdout.on('data', (chunk) => {
	consoleFile.write(chunk)
	process.stdout.write(chunk)
})
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => child.kill(signal))
child.on('exit', (code) => process.exit(code ?? 0))
