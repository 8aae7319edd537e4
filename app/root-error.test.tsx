import { renderToStaticMarkup } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { describe, expect, test } from 'vitest'
import { lazyPartsReady } from '#app/ui/lazy-part'
import { ErrorBoundary } from './root'

// The admin's frame reaches the root's error page as a lazy part (a customer's first load does
// not carry it): the server renders it in place, as it did when it was imported directly.
await lazyPartsReady()

function errorPageAt(path: string, error: unknown) {
	const Stub = createRoutesStub([{ path, Component: () => <ErrorBoundary error={error} params={{}} /> }])
	return renderToStaticMarkup(<Stub initialEntries={[path]} />)
}

describe('the root error page', () => {
	test('under /admin it is the admin’s own, in its frame', () => {
		const html = errorPageAt('/admin/day', new Error('the database is away'))
		expect(html).toContain('Admin dashboard')
		expect(html).toContain('data-testid="admin-error"')
		expect(html).toContain('Something went wrong. Please try again in a moment.')
		expect(html).toContain('Back to Today')
		expect(html).not.toContain('the database is away')
		expect(html).not.toContain('Go to Home')
	})

	test('anywhere else it is the shop’s', () => {
		const html = errorPageAt('/shipping', new Error('the database is away'))
		expect(html).toContain('Please try again in a moment, or give us a call.')
		expect(html).toContain('Go to Home')
		expect(html).not.toContain('Admin dashboard')
	})
})
