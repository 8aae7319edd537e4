// Node entry (plain JS: Node 20 runs no TypeScript). Production serves the built app;
// NODE_ENV=development serves the sources through Vite with hot reload.
import express from 'express'

const development = process.env.NODE_ENV === 'development'

async function main() {
	let shop
	let viteDevServer
	if (development) {
		const vite = await import('vite')
		viteDevServer = await vite.createServer({ server: { middlewareMode: true } })
		shop = await viteDevServer.ssrLoadModule('./server/app.ts')
	} else {
		shop = await import('./build/server/index.js')
	}

	let env
	try {
		env = await shop.boot()
	} catch (error) {
		if (error && error.name === 'EnvError') {
			console.error(`Cannot start: ${error.message}`)
			process.exit(1)
		}
		throw error
	}

	const server = express()
	server.disable('x-powered-by')
	if (viteDevServer) {
		server.use(viteDevServer.middlewares)
		server.use(async (req, res, next) => {
			try {
				const source = await viteDevServer.ssrLoadModule('./server/app.ts')
				return source.app(req, res, next)
			} catch (error) {
				if (error instanceof Error) viteDevServer.ssrFixStacktrace(error)
				next(error)
			}
		})
	} else {
		server.use(shop.app)
	}

	const listener = server.listen(env.PORT, env.HOST, () => {
		console.log(`${env.BUSINESS_NAME} is serving http://localhost:${env.PORT}`)
	})
	listener.on('error', (error) => {
		console.error(`Cannot start: ${error.message}`)
		process.exit(1)
	})
	const stop = () => {
		listener.close(() => process.exit(0))
		setTimeout(() => process.exit(0), 5000).unref()
	}
	process.on('SIGTERM', stop)
	process.on('SIGINT', stop)
}

main().catch((error) => {
	console.error(error)
	process.exit(1)
})
