import { data } from 'react-router'
import type { Route } from './+types/$'
import { HomePage, meta as homeMeta } from './_index'

// spec §2: any unknown path shows Home. It answers 404 so search engines do not index it.
export async function loader() {
	return data(null, { status: 404 })
}

export const meta: Route.MetaFunction = (args) => [...homeMeta(args as never), { name: 'robots', content: 'noindex' }]

export default function UnknownPath() {
	return <HomePage />
}
