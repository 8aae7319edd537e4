import { defineConfig, devices } from '@playwright/test'
import { chromiumArgs, chromiumExecutablePath } from './tests/e2e/chromium-args'

// Browser journeys run twice: with JavaScript (`js`) and without (`no-js`), against the built
// server on a fresh temporary database (tests/e2e/serve.js).
const port = Number(process.env.E2E_PORT ?? 3210)
export const baseURL = `http://localhost:${port}`
// card payments (tests/e2e/stripe.spec.ts) run against a second server with Stripe test keys and the local fake
const stripePort = Number(process.env.E2E_STRIPE_PORT ?? port + 1)
export const stripeBaseURL = `http://localhost:${stripePort}`

export default defineConfig({
	testDir: 'tests/e2e',
	testMatch: '**/*.spec.ts',
	fullyParallel: true,
	// Two workers on a 2-core machine, which vitest shares: the journeys keep both cores busy (their
	// CPU is mostly Chromium's), and a third worker only added switching between them. The whole
	// CI sequence took 639 s with two and 660 s with three, with 60 s less CPU (docs/testing.md).
	workers: Number(process.env.PW_WORKERS ?? 2),
	retries: 0,
	// Hang checks, not speed checks: an assertion returns as soon as it holds. They are generous
	// because the journeys share two cores with vitest (npm test runs both side by side), where a
	// form post on a busy moment took over 7 s to answer, and because a CI machine can be several
	// times slower than this one: there the journey of ten admin pages ran past 90 s that took
	// 35-55 s here.
	timeout: 120_000,
	expect: { timeout: 30_000 },
	reporter: process.env.CI ? [['list']] : [['list']],
	use: {
		baseURL,
		// Recording a trace costs every test a third more CPU (catalogue and cart specs: 61 s of
		// CPU without, 91 s with, same machine and hour), and on a 2-core CI machine that is minutes
		// of the run. `PW_TRACE=1` records one for each test and keeps those of failures.
		trace: process.env.PW_TRACE ? 'retain-on-failure' : 'off',
		screenshot: 'only-on-failure',
		// Debian's Chromium; the switches and why: tests/e2e/chromium-args.ts
		launchOptions: { executablePath: chromiumExecutablePath, args: chromiumArgs },
	},
	projects: [
		{ name: 'js', testIgnore: 'chromium-args.spec.ts', use: { ...devices['Desktop Chrome'], channel: undefined, javaScriptEnabled: true } },
		// a journey tagged @js-only has nothing to do without JavaScript (a signal dropped under a
		// plain post is the browser's own business): it runs in the js project alone
		{ name: 'no-js', testIgnore: 'chromium-args.spec.ts', grepInvert: /@js-only/, use: { ...devices['Desktop Chrome'], channel: undefined, javaScriptEnabled: false } },
		// checks of the browser itself, which need no page of the shop: once, not per project
		{ name: 'browser', testMatch: 'chromium-args.spec.ts' },
	],
	webServer: [
		{
			command: 'node tests/e2e/serve.js',
			url: `${baseURL}/healthz`,
			reuseExistingServer: false,
			timeout: 120_000,
			stdout: 'ignore',
			stderr: 'pipe',
			env: { E2E_PORT: String(port) },
		},
		{
			command: 'npx vite-node -c vitest.config.ts tests/e2e/serve-stripe.ts',
			url: `${stripeBaseURL}/healthz`,
			reuseExistingServer: false,
			timeout: 120_000,
			stdout: 'ignore',
			stderr: 'pipe',
			env: { E2E_STRIPE_PORT: String(stripePort) },
		},
	],
})
