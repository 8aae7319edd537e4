import { createHash } from 'node:crypto'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { reactRouter } from '@react-router/dev/vite'
import { build as esbuild } from 'esbuild'
import { defineConfig, type Plugin } from 'vite'
import { aliasesFromTsconfig } from './tsconfig-aliases'

// Small modules that the root layout (so every page) or most pages load: one chunk instead of a
// dozen tiny ones, each of which costs a request, an import line and gzip's overhead.
const SHELL = [
	'app/ui/phone.ts',
	'app/ui/root-data.ts',
	'app/ui/use-hydrated.ts',
	'app/ui/icons.tsx',
	'app/ui/toast.tsx',
	'app/ui/lazy-part.tsx',
	'app/ui/delegated-links.ts',
	'app/ui/served-markup.tsx',
	'app/ui/cart-drawer-context.ts',
	'app/ui/forms/honeypot.tsx',
	'app/ui/forms/field.tsx',
	'app/lib/nonce.ts',
	'app/lib/static-markup.ts',
	'app/lib/canonical-url.ts',
	'app/lib/meta.ts',
	'app/lib/money.ts',
	'app/domain/pricing/pricing.ts',
	'app/domain/vehicles/rego.ts',
	'remix-utils/build/react/honeypot.js',
	'vite/preload-helper.js',
]

function shellChunk(id: string) {
	return SHELL.some((path) => id.endsWith(path)) ? 'shell' : undefined
}

/**
 * The admin's service worker (sw/admin-sw.ts) as build/client/admin/sw.js, its scope /admin/. Its
 * version is the build's (its assets' hashed names), so each deploy installs a new worker that
 * removes the caches of the old.
 */
function adminServiceWorker(): Plugin {
	let outDir = 'build/client'
	return {
		name: 'admin-service-worker',
		apply: 'build',
		configResolved(config) {
			outDir = config.build.outDir
		},
		async writeBundle(_options, bundle) {
			const version = createHash('sha256').update(Object.keys(bundle).sort().join('\n')).digest('hex').slice(0, 12)
			await esbuild({
				entryPoints: ['sw/admin-sw.ts'],
				outfile: path.join(outDir, 'admin', 'sw.js'),
				bundle: true,
				format: 'iife',
				target: 'es2022',
				minify: true,
				legalComments: 'none',
				define: { __ADMIN_SW_VERSION__: JSON.stringify(version), 'process.env.NODE_ENV': '"production"' },
				logLevel: 'warning',
			})
		},
	}
}

const root = path.dirname(fileURLToPath(import.meta.url))

/**
 * The browser gets React Router's production build. Its package exports only its development
 * build, whose dev warnings (route checks, "No routes matched location") then run and ship in
 * every page's first load. The server keeps the package's own resolution: @react-router/express
 * and the route modules must share one copy there (a `data()` or `redirect()` is checked by class).
 */
const reactRouterDist = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production')
const productionReactRouter = [
	{ find: /^react-router$/, replacement: path.join(reactRouterDist, 'index.mjs') },
	{ find: /^react-router\/dom$/, replacement: path.join(reactRouterDist, 'dom-export.mjs') },
]

export default defineConfig(({ isSsrBuild, mode }) => ({
	resolve: { alias: [...aliasesFromTsconfig(root), ...(!isSsrBuild && mode === 'production' ? productionReactRouter : [])] },
	build: {
		// The server bundle's entry is our express app (server/app.ts), which imports the
		// React Router build through its virtual module.
		rollupOptions: isSsrBuild
			? { input: './server/app.ts' }
			: { output: { manualChunks: shellChunk } },
		target: 'es2022',
		// terser's second pass takes about 2 KB (gzipped) more than esbuild off the first load
		// (README "Speed"); react-dom ships minified, so it gains little there.
		minify: isSsrBuild ? false : 'terser',
		terserOptions: { compress: { passes: 2 }, module: true, ecma: 2020 },
		// Lazy parts (app/ui/lazy-part.tsx) load after hydration; the helper that would preload
		// their imports in parallel would itself be part of every page's first load.
		modulePreload: false,
	},
	ssr: {
		// Native and CommonJS server packages stay external to the server bundle.
		external: ['better-sqlite3', 'sharp', '@node-rs/argon2', 'pino', 'nodemailer', 'stripe'],
	},
	plugins: isSsrBuild ? [reactRouter()] : [reactRouter(), adminServiceWorker()],
}))
