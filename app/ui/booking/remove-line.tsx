import { Form, Link, useFetcher } from 'react-router'
import { confirmedOrTryAgain, NotSentNotice } from '#app/ui/forms/weak-signal'
import { useHydrated } from '#app/ui/use-hydrated'

const QUESTION = 'Remove this item from cart?'

/**
 * Remove for one cart line, tyre or service: without JavaScript a link to the inline confirm step
 * (`confirmHref`, the page with ?confirm=…), which shows a plain form to /cart; with it, the
 * browser's own dialog, then a fetcher that says so in place when the post does not get through.
 */
export function RemoveLine({
	intent,
	lineId,
	name,
	here,
	confirming,
	confirmHref,
}: {
	intent: 'remove' | 'remove-service'
	lineId: number
	/** what the line is, for the button's accessible name */
	name: string
	here: string
	confirming: boolean
	confirmHref: string
}) {
	const hydrated = useHydrated()
	const remover = useFetcher()
	const fields = (redirectTo: string) => (
		<>
			<input type="hidden" name="intent" value={intent} />
			<input type="hidden" name="lineId" value={lineId} />
			<input type="hidden" name="redirectTo" value={redirectTo} />
		</>
	)
	if (confirming) {
		return (
			<div className="inline-confirm" role="alertdialog" aria-label={QUESTION}>
				<p>{QUESTION}</p>
				<Form method="post" action="/cart">
					{fields(here.split('#')[0] ?? here)}
					<button type="submit" className="button button-small">
						Remove
					</button>{' '}
					<Link to={here} className="button button-secondary button-small" preventScrollReset replace>
						Cancel
					</Link>
				</Form>
			</div>
		)
	}
	if (!hydrated) {
		return (
			<a href={confirmHref} className="link-button" aria-label={`Remove ${name}`}>
				Remove
			</a>
		)
	}
	return (
		<remover.Form
			method="post"
			action="/cart"
			preventScrollReset
			onSubmit={(event) => {
				if (!confirmedOrTryAgain(event, QUESTION)) event.preventDefault()
			}}
		>
			{fields(here)}
			<button type="submit" className="link-button" aria-label={`Remove ${name}`}>
				Remove
			</button>
			<NotSentNotice answer={remover.data ?? null} pending={remover.state !== 'idle'} />
		</remover.Form>
	)
}
