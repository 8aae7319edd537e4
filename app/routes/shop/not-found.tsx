import { data } from 'react-router'
import type { Route } from './+types/not-found'
import { HomePage, loader as homeLoader, links as homeLinks, meta as homeMeta } from './home'

// spec §2: any unknown path shows Home. It answers 404 so search engines do not index it.
export async function loader(args: Route.LoaderArgs) {
	// The unknown path's own query is not a search: Home as a first-time visitor sees it.
	const home = await homeLoader({ ...args, request: new Request(new URL('/', args.request.url)) } as never)
	return data(home.data, { status: 404 })
}

export const links: Route.LinksFunction = homeLinks

export const meta: Route.MetaFunction = (args) => [...homeMeta(args as never), { name: 'robots', content: 'noindex' }]

export default function UnknownPath({ loaderData }: Route.ComponentProps) {
	return <HomePage data={loaderData} />
}
