// A second server for the card-payment journeys (tests/e2e/stripe.spec.ts): the built shop with
// Stripe test keys, pointed at the local Stripe fake (tests/fakes/stripe), on a fresh database.
// Run with vite-node (the fake is TypeScript): `vite-node -c vitest.config.ts tests/e2e/serve-stripe.ts`.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { startFakeStripe, testWebhookSecret } from '../fakes/stripe/index'

const port = process.env.E2E_STRIPE_PORT ?? '3211'
const secret = testWebhookSecret()
const dataDir = path.resolve('test-results', `e2e-data-${port}`)
fs.rmSync(dataDir, { recursive: true, force: true })
fs.mkdirSync(dataDir, { recursive: true })

const fake = await startFakeStripe({ apiKey: 'sk_test_e2e_shop', webhook: { url: `http://127.0.0.1:${port}/api/stripe/webhook`, secret } })

const child = spawn(process.execPath, ['server.js'], {
	stdio: 'inherit',
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
		// card journeys leave unpaid holds under one test customer; the caps count those
		UNVERIFIED_BOOKINGS_PER_DAY: '100000',
		LOG_LEVEL: 'warn',
		STRIPE_SECRET_KEY: 'sk_test_e2e_shop',
		STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e_shop',
		STRIPE_WEBHOOK_SECRET: secret,
		STRIPE_API_BASE: fake.url,
		SMTP_URL: '',
	},
})
const stop = async (signal: NodeJS.Signals) => {
	child.kill(signal)
	await fake.stop()
}
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void stop(signal))
child.on('exit', (code) => {
	void fake.stop().finally(() => process.exit(code ?? 0))
})
