import { useLocation } from 'react-router'
import { useNonce } from '#app/lib/nonce'

/**
 * The page for a refused form post is rendered in place of the post's answer, so the browser
 * still shows the address the form was posted to. Before the router starts, this puts the page's
 * own address there: the router then hydrates this page, and a reload asks for it again instead
 * of sending the form once more.
 */
export function RefusedFormAddress() {
	const nonce = useNonce()
	const { pathname, search } = useLocation()
	const script = `history.replaceState(null, '', ${JSON.stringify(pathname + search).replace(/</g, '\\u003c')})`
	return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: script }} />
}
