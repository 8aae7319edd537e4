import { defineConfig } from 'vitest/config'

export default defineConfig({
	test: {
		include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'db/**/*.test.ts', 'tests/integration/**/*.test.ts', 'tests/fakes/**/*.test.ts'],
		globalSetup: ['./tests/setup/global-setup.ts'],
		setupFiles: ['./tests/setup/setup-test-env.ts'],
		environment: 'node',
		pool: 'forks',
		testTimeout: 20_000,
		hookTimeout: 60_000,
	},
})
