import { afterAll, beforeAll, expect, test } from 'vitest'
import { startBuiltApp, type RunningApp } from '#tests/helpers/built-app'

// What the browser is sent is React Router's production build (vite.config.ts): its package
// exports only the development build, whose dev warnings would run and ship in every first load.

let shop: RunningApp
beforeAll(async () => {
	shop = await startBuiltApp()
})
afterAll(() => shop.close())

/** The home page's module scripts and what they import statically, as the browser fetches them. */
async function firstLoadScripts() {
	const html = await (await fetch(`${shop.base}/`)).text()
	const pending = [...html.matchAll(/import\s*(?:\*\s*as\s+\w+\s+from\s*)?\(?\s*"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!)
	const scripts = new Map<string, string>()
	while (pending.length) {
		const url = pending.pop()!
		if (scripts.has(url)) continue
		const answer = await fetch(`${shop.base}${url}`)
		expect(answer.status, url).toBe(200)
		const text = await answer.text()
		scripts.set(url, text)
		for (const m of text.matchAll(/from\s*"\.\/([^"]+\.js)"/g)) pending.push(`/assets/${m[1]}`)
	}
	return scripts
}

test('the first load carries React Router without its development warnings', async () => {
	const scripts = [...(await firstLoadScripts()).values()].join('\n')
	const carries = (text: string) => scripts.includes(text)
	// React Router is there (an invariant both builds keep) …
	expect(carries('useNavigate() may be used only in the context of a <Router> component.'), 'React Router in the first load').toBe(true)
	// … but not the warnings only its development build runs
	for (const warning of ['No routes matched location', 'You rendered descendant <Routes>', 'Matched leaf route at location']) {
		expect(carries(warning), warning).toBe(false)
	}
})
