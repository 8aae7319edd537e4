import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import regexp from 'eslint-plugin-regexp'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const libBelowDomain = {
	target: './app/lib',
	from: './app/domain',
	message: 'app/lib is infrastructure below the domain: pass a function in, or move the rule into app/domain.',
}

// The bottom: the schema's types, the dialect question, the migrations and the data they carry.
const BOTTOM = ['./db/schema.ts', './db/dialect.ts', './db/seed-data', './migrations']
const SEED = ['./db/seed.ts', './db/seed-svg.ts']
const TOP = ['./server', './server.js', './scripts', './bench']

/** The layer map of docs/architecture.md, for every folder of code (tests excepted). */
const layerZones = [
	libBelowDomain,
	{ target: BOTTOM, from: ['./app', ...SEED, ...TOP], message: 'db/ and migrations/ are the bottom layer: move what they need down into db/ (a migration must not change when the app does).' },
	{ target: SEED, from: ['./app/routes', './app/ui', './app/root.tsx', ...TOP], message: 'The demo seed is a script above the domain: it may use domain, lib and db, never routes, ui or server.' },
	{ target: './app', from: [...SEED, ...TOP], message: 'app/ must not import the node entry, scripts, bench or the demo seed above it.' },
	{ target: './server', from: ['./app/routes', './app/ui', './app/root.tsx', './app/entry.server.tsx'], message: 'server/ reaches routes and ui only through the built app (virtual:react-router/server-build).' },
	{ target: ['./scripts', './bench'], from: ['./app', './db', './migrations', './server'], message: 'scripts/ and bench/ drive the built app (build/server) from outside, never its sources.' },
]

export default tseslint.config(
	{ ignores: ['build/**', '.react-router/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**'] },
	js.configs.recommended,
	...tseslint.configs.recommended,
	{
		files: ['**/*.{ts,tsx,js}'],
		languageOptions: { globals: { ...globals.node, ...globals.browser } },
		plugins: { 'react-hooks': reactHooks },
		rules: {
			...reactHooks.configs.recommended.rules,
			'@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
			'@typescript-eslint/no-explicit-any': 'off',
			'@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
			'no-console': ['error', { allow: ['error', 'warn'] }],
		},
	},
	{
		// A pattern that backtracks super-linearly lets one long request hold the event loop
		// (and so every other customer) for seconds: refuse such patterns where requests are served.
		files: ['app/**', 'server/**', 'server.js', 'db/**'],
		plugins: { regexp },
		rules: {
			'regexp/no-super-linear-backtracking': ['error', { report: 'potential' }],
			'regexp/no-super-linear-move': ['error', { report: 'potential', ignorePartial: false }],
		},
	},
	{
		// The layers only import downward and never in a circle (docs/architecture.md has the map):
		//   server/ → app (routes → ui → domain → lib) → db/ + migrations/
		// with the demo seed (db/seed.ts) a script above the domain, and scripts/ and bench/ driving
		// the built app from outside. A cycle makes module initialisation order-dependent, and
		// infrastructure that reaches up into business rules can no longer be reused or tested on
		// its own. The TypeScript resolver follows the `#app/*` aliases through tsconfig's paths.
		files: ['app/**/*.{ts,tsx}', 'server/**/*.ts', 'db/**/*.ts', 'migrations/**/*.ts', 'scripts/**/*.js', 'bench/**/*.js'],
		plugins: { 'import-x': importX },
		settings: {
			'import-x/extensions': ['.ts', '.tsx', '.js'],
			'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
			'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
		},
		rules: {
			'import-x/no-cycle': ['error', { ignoreExternal: true }],
			'import-x/no-restricted-paths': ['error', { zones: layerZones }],
		},
	},
	{
		// Tests may drive a domain flow through its route (a webhook, the order page); code may not.
		files: ['app/**/*.{ts,tsx}'],
		ignores: ['**/*.test.{ts,tsx}'],
		rules: {
			'import-x/no-restricted-paths': [
				'error',
				{
					zones: [
						...layerZones,
						{ target: './app/lib', from: ['./app/routes', './app/ui', './app/root.tsx'], message: 'app/lib must not import from the layers above it.' },
						{ target: './app/domain', from: ['./app/routes', './app/ui', './app/root.tsx'], message: 'app/domain must not import from routes or ui.' },
						{ target: './app/ui', from: ['./app/routes', './app/root.tsx'], message: 'app/ui must not import from routes or root.tsx: move the shared type or component into app/ui.' },
						{ target: ['./app/domain', './app/lib'], from: './app/content', message: 'app/content is page copy for routes and ui; the domain keeps the rules it needs itself.' },
						{ target: './app/content', from: ['./app/routes', './app/ui', './app/root.tsx'], message: 'app/content is copy: it may name domain types, never routes or ui.' },
						{ target: './app/ui', from: './app/**/*.server.{ts,tsx}', message: 'app/ui runs in the browser too: take the type from a module without .server (move it there and re-export it).' },
					],
				},
			],
		},
	},
	{
		// The domain is business rules on data: reading a Request or building a Response, a cookie or a
		// redirect belongs to the routes (or app/lib/http), so the rules can be called from anywhere.
		files: ['app/domain/**/*.{ts,tsx}'],
		ignores: ['**/*.test.{ts,tsx}'],
		rules: {
			'no-restricted-imports': [
				'error',
				{
					paths: [
						{ name: 'react-router', message: 'app/domain has no HTTP: move the Request/Response part beside the routes or into app/lib/http.' },
						{ name: '#app/lib/cookies.server', message: 'app/domain has no HTTP: read and set cookies in the routes (or app/lib/http).' },
						{ name: '#app/lib/toast.server', message: 'app/domain has no HTTP: toasts are set by the routes.' },
					],
					patterns: [{ group: ['#app/lib/http/*'], message: 'app/domain has no HTTP: the HTTP edge calls the domain, not the other way.' }],
				},
			],
		},
	},
	{
		files: ['server.js', 'server/**', 'scripts/**', 'bench/**', 'tests/**', 'db/**', '.ci/**'],
		rules: { 'no-console': 'off' },
	},
	{
		// Playwright fixtures call `use`, which is not React's hook.
		files: ['tests/e2e/**'],
		rules: { 'react-hooks/rules-of-hooks': 'off' },
	},
)
