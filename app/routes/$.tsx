import { data } from 'react-router'
import type { Route } from './+types/$'
import { HomePage, links as homeLinks, loadHomePage, meta as homeMeta } from './_index'

// spec §2: any unknown path shows Home. It answers 404 so search engines do not index it.
export async function loader({ request }: Route.LoaderArgs) {
	// The unknown path's own query is not a search: Home as a first-time visitor sees it.
	const home = await loadHomePage(new Request(new URL('/', request.url)))
	return data(home, { status: 404 })
}

export const links: Route.LinksFunction = homeLinks

export const meta: Route.MetaFunction = (args) => [...homeMeta(args as never), { name: 'robots', content: 'noindex' }]

export default function UnknownPath({ loaderData }: Route.ComponentProps) {
	return <HomePage data={loaderData} />
}
