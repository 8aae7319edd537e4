import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import type { Vitest, TestProject } from 'vitest/node'
import { SHARED_WORKER_TESTS } from './tests/setup/shared-worker-tests'
import { aliasesFromTsconfig } from './tsconfig-aliases'

const ALL_TESTS = ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'db/**/*.test.ts', 'tests/integration/**/*.test.ts', 'tests/fakes/**/*.test.ts']
// The listed paths as globs that match only themselves (`robots[.]txt.test.ts` is a file's name).
const sharedWorkerGlobs = SHARED_WORKER_TESTS.map((file) => file.replace(/[[\]{}()*?!]/g, '\\$&'))

/**
 * Vitest applies `--exclude` given on the command line to the root config only, not to its
 * projects: this hands it on to each (test:shifted-clock leaves the fuzz test out with it).
 */
const cliExcludeInEveryProject = {
	name: 'cli-exclude-in-every-project',
	configureVitest({ project, vitest }: { project: TestProject; vitest: Vitest }) {
		for (const pattern of vitest.config.cliExclude ?? []) {
			if (!project.config.exclude.includes(pattern)) project.config.exclude.push(pattern)
		}
	},
}

export default defineConfig({
	plugins: [cliExcludeInEveryProject],
	resolve: { alias: aliasesFromTsconfig(path.dirname(fileURLToPath(import.meta.url))) },
	test: {
		setupFiles: ['./tests/setup/setup-test-env.ts'],
		environment: 'node',
		pool: 'forks',
		// Vitest's default leaves one core free, which on a 2-core CI machine runs the files one at a
		// time; much of a file's time is waiting on a child server or the disk, so two side by side
		// took the whole suite from 371 s to 239 s on the shared 2-core machine (same load).
		maxWorkers: Math.max(2, os.availableParallelism() - 1),
		// Hang checks, not speed checks: a CI machine can be many times slower than this one, and
		// the suite shares it with the browser journeys. Under such load the access matrix took 61 s
		// (25 s here on a slow hour) and starting the built server for a test 18 s.
		testTimeout: 120_000,
		hookTimeout: 300_000,
		projects: [
			{
				// Each file with its own modules and its own copy of the seeded database. The modules are
				// evaluated in a fresh VM context of a reused process (vmForks), not in a fresh process:
				// starting a process and vitest's worker for each file was most of a short file's CPU
				// (the whole suite: 244 s of CPU with a process per file, 160 s so). What files of one
				// process share: process.env, which the setup puts back for each file
				// (tests/setup/setup-test-env.ts), and Node's own objects, which are another realm's
				// (docs/decisions/0040-test-files-in-vm-contexts.md).
				extends: true,
				test: {
					name: 'isolated',
					include: ALL_TESTS,
					exclude: sharedWorkerGlobs,
					globalSetup: ['./tests/setup/global-setup.ts'],
					pool: 'vmForks',
					// A VM context's modules are not all freed when its file ends: a process is replaced
					// once it holds this much.
					vmMemoryLimit: '600MB',
					// Node 20.19 resolves require() with the "module-sync" condition, which names an ES
					// module; the VM pool's require loads CommonJS only (get-intrinsic's async-function,
					// under stripe and express). Without require(esm) Node takes the CommonJS file.
					execArgv: ['--no-experimental-require-module'],
				},
			},
			{
				// Pure tests one after another in a worker that keeps its modules: most of an isolated
				// file's CPU is starting a process and importing the same modules again
				// (tests/setup/shared-worker-tests.ts).
				extends: true,
				test: {
					name: 'shared',
					include: sharedWorkerGlobs,
					isolate: false,
					provide: { baseDataDir: '', postgresAdminUrl: '' },
				},
			},
		],
	},
})
