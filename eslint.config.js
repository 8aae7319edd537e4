import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import regexp from 'eslint-plugin-regexp'
import globals from 'globals'
import tseslint from 'typescript-eslint'

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
		files: ['server.js', 'server/**', 'scripts/**', 'bench/**', 'tests/**', 'db/**', '.ci/**'],
		rules: { 'no-console': 'off' },
	},
	{
		// Playwright fixtures call `use`, which is not React's hook.
		files: ['tests/e2e/**'],
		rules: { 'react-hooks/rules-of-hooks': 'off' },
	},
)
