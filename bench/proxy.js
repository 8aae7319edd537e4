// A round-robin HTTP proxy for the multi-instance benchmarks, run as its own process:
//   node bench/proxy.js PORT http://127.0.0.1:A http://127.0.0.1:B …
// Each request goes to the next instance. One that refuses the connection (it is down) is
// skipped for the next, as nginx's proxy_next_upstream does, since nothing was sent to it; so is
// a kept-alive connection that the instance had just closed (reset before any answer, the race
// every keep-alive proxy has). One that drops a request it was already given on a fresh
// connection is answered 502 with `X-Proxy: upstream-lost`, as the answer was lost with the
// instance. It adds the client's address to X-Forwarded-For.
import http from 'node:http'

const [port, ...targets] = process.argv.slice(2)
const upstreams = targets.map((t) => new URL(t))
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 })
let next = 0

function forward(req, res, body, tried) {
	const target = upstreams[next++ % upstreams.length]
	const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ')
	const upstream = http.request(
		{ host: target.hostname, port: target.port, method: req.method, path: req.url, agent, headers: { ...req.headers, 'x-forwarded-for': forwardedFor } },
		(answer) => {
			res.writeHead(answer.statusCode, answer.rawHeaders)
			answer.pipe(res)
			answer.on('error', () => res.destroy())
		},
	)
	upstream.on('error', (error) => {
		const notSent = error.code === 'ECONNREFUSED' || (upstream.reusedSocket && error.code === 'ECONNRESET')
		if (notSent && !res.headersSent && tried + 1 < upstreams.length * 2) return forward(req, res, body, tried + 1)
		if (res.headersSent) return res.destroy()
		res.writeHead(502, { 'Content-Type': 'text/plain', 'X-Proxy': 'upstream-lost' }).end('upstream lost')
	})
	upstream.end(body)
}

http
	.createServer((req, res) => {
		// the body is read first, so a request can be sent again to the next instance
		const chunks = []
		req.on('data', (chunk) => chunks.push(chunk))
		req.on('end', () => forward(req, res, Buffer.concat(chunks), 0))
	})
	.listen(Number(port), '127.0.0.1', () => process.stdout.write('ready\n'))
