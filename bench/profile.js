// npm run bench:profile -- PATH [PATH …]: where the server's CPU time goes under load.
// Builds a shop with BENCH_TYRES tyres (default 20,000) as bench/run.js does; then for each path
// starts the built server with --cpu-prof, warms it up, loads the path with autocannon (20
// connections, gzip, BENCH_DURATION seconds, default 10), stops it and prints the functions
// with the most self time, as a share of the profile (start-up included; it is small next to
// the load). Each .cpuprofile is kept (its path is printed) for Chrome DevTools. BENCH_CART=1
// sends every request with a cart of one tyre (for /shipping and /checkout).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { fillCatalogue } from './catalogue-data.js'
import { freePort, makeCart, prepareBookingLoad, startServer, stopServer } from './lib.js'

const DURATION = Number(process.env.BENCH_DURATION ?? 10)
const TYRES = Number(process.env.BENCH_TYRES ?? 20000)
const TOP = Number(process.env.PROFILE_TOP ?? 25)
const paths = process.argv.slice(2)
if (paths.length === 0) paths.push('/api/tyreall/search?width=205&profile=55&rim=16', '/?width=205&profile=55&rim=16')

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-profile-'))
const port = await freePort()
const base = `http://127.0.0.1:${port}`
let server
try {
	server = await startServer({ dataDir, port })
	await stopServer(server)
	fillCatalogue(path.join(dataDir, 'shop.sqlite'), TYRES)
	const plan = prepareBookingLoad(path.join(dataDir, 'shop.sqlite'), { capacity: 1_000_000, days: 10 })
	let headers = { 'Accept-Encoding': 'gzip' }
	for (const target of paths) {
		const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-cpuprofile-'))
		server = await startServer({ dataDir, port, nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] })
		if (process.env.BENCH_CART === '1') headers = { ...headers, Cookie: await makeCart(base, plan.tyres[0]) }
		for (let i = 0; i < 20; i++) await fetch(base + target, { headers }).then((r) => r.arrayBuffer())
		const result = await autocannon({ url: base + target, connections: 20, duration: DURATION, headers })
		await stopServer(server)
		server = undefined
		const file = fs.readdirSync(profileDir).find((f) => f.endsWith('.cpuprofile'))
		if (!file) throw new Error('no profile written')
		console.log(`\n${target}: ${Math.round(result.requests.average)} requests/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`)
		console.log(`profile: ${path.join(profileDir, file)}`)
		summarise(JSON.parse(fs.readFileSync(path.join(profileDir, file), 'utf8')))
	}
} finally {
	if (server) await stopServer(server)
	fs.rmSync(dataDir, { recursive: true, force: true })
}

/** The functions with the most self time (by name and place), as a share of all samples. */
function summarise(profile) {
	const nodes = new Map(profile.nodes.map((n) => [n.id, n]))
	const self = new Map()
	let total = 0
	profile.samples.forEach((id, i) => {
		const f = nodes.get(id).callFrame
		const place = f.url ? ` ${f.url.replace(/^.*\/(node_modules\/|build\/)/, '$1')}:${f.lineNumber + 1}` : ''
		const name = `${f.functionName || '(anonymous)'}${place}`
		const us = profile.timeDeltas[i + 1] ?? 0
		self.set(name, (self.get(name) ?? 0) + us)
		total += us
	})
	for (const [name, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, TOP)) console.log(`${((100 * us) / total).toFixed(1).padStart(5)}%  ${name}`)
}
