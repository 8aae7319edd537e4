import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { aliasesFromTsconfig } from './tsconfig-aliases'

export default defineConfig({
	resolve: { alias: aliasesFromTsconfig(path.dirname(fileURLToPath(import.meta.url))) },
	test: {
		include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'db/**/*.test.ts', 'tests/integration/**/*.test.ts', 'tests/fakes/**/*.test.ts'],
		globalSetup: ['./tests/setup/global-setup.ts'],
		setupFiles: ['./tests/setup/setup-test-env.ts'],
		environment: 'node',
		pool: 'forks',
		// Vitest's default leaves one core free, which on a 2-core CI machine runs the files one at a
		// time; much of a file's time is waiting on a child server or the disk, so two side by side
		// took the whole suite from 371 s to 239 s on the shared 2-core machine (same load).
		maxWorkers: Math.max(2, os.availableParallelism() - 1),
		testTimeout: 20_000,
		hookTimeout: 60_000,
	},
})
