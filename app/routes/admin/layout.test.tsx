import { renderToStaticMarkup } from 'react-dom/server'
import { createRoutesStub, data } from 'react-router'
import { expect, test } from 'vitest'
import { ErrorBoundary as RootErrorBoundary } from '#app/root'
import { ErrorBoundary } from './layout'

// The admin's error page: inside the admin's own layout (its sections), never the shop's page,
// with a way back to today and a way to try the same page again.

function renderError(error: unknown, at = '/admin/day?date=2026-02-30') {
	const Boundary = ErrorBoundary as unknown as (props: { error: unknown }) => React.ReactElement
	const Stub = createRoutesStub([{ path: '/admin/*', Component: () => <Boundary error={error} /> }])
	return renderToStaticMarkup(<Stub initialEntries={[at]} />)
}

function thrownResponse(message: string, status: number) {
	// what `throw data(message, { status })` becomes by the time a boundary renders it
	const { data: body, init } = data(message, { status })
	return { status: init?.status, statusText: '', data: body, internal: false }
}

test('a 400 shows its message inside the admin layout, with Back to Today and Try again', () => {
	const html = renderError(thrownResponse('That is not a date.', 400))
	expect(html).toContain('aria-label="Admin sections"')
	expect(html).toContain('That request was not understood')
	expect(html).toContain('That is not a date.')
	expect(html).toMatch(/<a [^>]*href="\/admin\/day"[^>]*>Back to Today<\/a>/)
	// Try again is the same page, so it also works without JavaScript
	expect(html).toMatch(/<a [^>]*href="\/admin\/day\?date=2026-02-30"[^>]*>Try again<\/a>/)
	expect(html).not.toContain('Go to Home')
	expect(html).toContain('data-status="400"')
})

test('an unexpected error says so without details, still inside the admin', () => {
	const html = renderError(new Error('database exploded at line 42'), '/admin/bookings')
	expect(html).toContain('Something went wrong')
	expect(html).not.toContain('line 42')
	expect(html).toMatch(/href="\/admin\/bookings"[^>]*>Try again/)
	expect(html).toContain('data-status="500"')
})

test('an error above the admin layout (the whole page failed to load) still keeps the owner in the admin', () => {
	const RootBoundary = RootErrorBoundary as unknown as (props: { error: unknown }) => React.ReactElement
	const Stub = createRoutesStub([{ path: '/*', Component: () => <RootBoundary error={thrownResponse('That is not a date.', 400)} /> }])
	const admin = renderToStaticMarkup(<Stub initialEntries={['/admin/day?date=x']} />)
	expect(admin).toContain('aria-label="Admin sections"')
	expect(admin).toMatch(/href="\/admin\/day"[^>]*>Back to Today/)
	expect(admin).not.toContain('Go to Home')
	const shop = renderToStaticMarkup(<Stub initialEntries={['/cart']} />)
	expect(shop).toContain('Go to Home')
	expect(shop).not.toContain('Admin sections')
})
