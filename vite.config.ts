import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'

export default defineConfig(({ isSsrBuild }) => ({
	build: {
		// The server bundle's entry is our express app (server/app.ts), which imports the
		// React Router build through its virtual module.
		rollupOptions: isSsrBuild ? { input: './server/app.ts' } : undefined,
		target: 'es2022',
	},
	ssr: {
		// Native and CommonJS server packages stay external to the server bundle.
		external: ['better-sqlite3', 'sharp', '@node-rs/argon2', 'pino', 'nodemailer', 'stripe'],
	},
	plugins: [reactRouter()],
}))
