import { checkHealth } from '#app/lib/health.server'

// server/app.ts answers /healthz before React Router (a probe needs no route matching); this
// route answers it in development and wherever the app runs without that server.
export async function loader() {
	const { status, body } = await checkHealth()
	return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })
}
