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
		// The layers only import downward (routes → ui → domain → lib → db) and never in a circle:
		// a cycle makes module initialisation order-dependent, and infrastructure that reaches up
		// into business rules can no longer be reused or tested on its own. The TypeScript
		// resolver follows the `#app/*` imports through tsconfig's paths.
		files: ['app/**/*.{ts,tsx}', 'server/**/*.ts', 'db/**/*.ts', 'migrations/**/*.ts'],
		plugins: { 'import-x': importX },
		settings: {
			'import-x/extensions': ['.ts', '.tsx', '.js'],
			'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
			'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
		},
		rules: {
			'import-x/no-cycle': ['error', { ignoreExternal: true }],
			'import-x/no-restricted-paths': ['error', { zones: [libBelowDomain] }],
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
						libBelowDomain,
						{ target: './app/lib', from: ['./app/routes', './app/ui', './app/root.tsx'], message: 'app/lib must not import from the layers above it.' },
						{ target: './app/domain', from: ['./app/routes', './app/ui', './app/root.tsx'], message: 'app/domain must not import from routes or ui.' },
						{ target: './app/ui', from: ['./app/routes', './app/root.tsx'], message: 'app/ui must not import from routes or root.tsx: move the shared type or component into app/ui.' },
					],
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
