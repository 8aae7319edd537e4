import fs from 'node:fs'
import { expect, test } from 'vitest'

// No Docker here to build the image, so the Dockerfile's runtime stage is read as text: the
// app user must own /data and nothing else, so a compromised process cannot rewrite its code.
test('the runtime image: code owned by root, only /data owned by the app user', () => {
	const dockerfile = fs.readFileSync('Dockerfile', 'utf8')
	const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '))
	expect(runtime).toMatch(/\nUSER node\n/)
	const copies = runtime.split('\n').filter((line) => line.startsWith('COPY '))
	expect(copies.length).toBeGreaterThan(0)
	for (const copy of copies) expect(copy).not.toMatch(/--chown/)
	const chowns = [...runtime.matchAll(/chown\s+(?:-R\s+)?node(?::node)?\s+(\S+)/g)].map((m) => m[1])
	expect(chowns).toEqual(['/data'])
	expect(runtime).toMatch(/chmod 700 \/data/)
	// and nothing changes hands after the switch to the app user
	expect(runtime.slice(runtime.indexOf('USER node'))).not.toMatch(/chown|chmod/)
})
