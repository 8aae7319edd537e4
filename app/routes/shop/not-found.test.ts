import { describe, expect, test } from 'vitest'
import { lazyPartsReady } from '#app/ui/lazy-part'
import { runLoader } from '#tests/helpers/routes'
import { loader as splatLoader } from './not-found'

// Importing the page starts loading its lazy parts' modules, as the server does when it starts:
// the file waits for them (even when its tests are only listed), never leaving them loading
// under a torn-down test environment.
await lazyPartsReady()

describe('not-found page loader', () => {
	test('an unknown path is Home with status 404 (and its query is not a search)', async () => {
		const response = await runLoader(splatLoader, '/no/such/page?width=205&profile=55&rim=16')
		expect(response.status).toBe(404)
		const { catalogue } = await response.json()
		expect(catalogue.results).toBeNull()
		expect(catalogue.recommended.length).toBeGreaterThan(0)
	})
})
