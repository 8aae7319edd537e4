import { useEffect, useRef, useState } from 'react'
import { isRouteErrorResponse, type ShouldRevalidateFunctionArgs, useActionData, useLocation, useNavigation, useRevalidator } from 'react-router'

// A customer's form never loses what was typed on a weak signal (ARCHITECTURE: weak signal).
// Without JavaScript the browser itself keeps the page when a post fails. With it, React Router
// would show the route's error page instead; a route whose forms post to it exports
// `clientAction = keepFormOnFailedPost` and `shouldRevalidate = skipRevalidationWhenNotSent`, so
// a post that got no answer comes back as a value (`NotSent`): the form stays mounted with its
// values, and `NotSentNotice` says so in place with a Try again that re-sends the same form
// (its hidden fields, such as the checkout's idempotency key, included).

/** Why a post got no answer from the shop: no connection at all, or no answer (timeout, 5xx). */
export type NotSentReason = 'offline' | 'unreachable'

/** What a route's action answers, in the browser, when the post did not get through. */
export interface NotSent {
	notSent: NotSentReason
	/** the `intent` of the form that was sent, so the notice shows beside that button */
	intent: string | null
}

/** How long a post may wait for the shop's answer before the customer is told (a weak signal). */
export const POST_TIMEOUT_MS = 30_000

export function isNotSent(value: unknown): value is NotSent {
	return typeof value === 'object' && value !== null && 'notSent' in value && (value.notSent === 'offline' || value.notSent === 'unreachable')
}

/**
 * Why a post that threw got no answer, or null when what was thrown is the shop's answer (a
 * redirect, a 4xx such as a 404) and must go on as React Router would take it.
 */
export function notSentReason(thrown: unknown, online: boolean): NotSentReason | null {
	if (thrown instanceof Response) return null // a redirect: the post was answered
	if (isRouteErrorResponse(thrown)) return thrown.status >= 500 ? 'unreachable' : null
	// fetch rejects with a TypeError when nothing came back; the timeout below is an Error; so is
	// a server that failed mid-answer (500) or a proxy's page that is not the shop's
	if (thrown instanceof Error) return online ? 'unreachable' : 'offline'
	return null
}

class TimeoutError extends Error {}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
	let timer: ReturnType<typeof setTimeout> | undefined
	const timeout = new Promise<never>((_, reject) => {
		timer = setTimeout(() => reject(new TimeoutError('The shop did not answer in time')), ms)
	})
	return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

async function sentIntent(request: Request) {
	try {
		const value = (await request.clone().formData()).get('intent')
		return typeof value === 'string' ? value : null
	} catch {
		return null // a JSON or empty body: no intent
	}
}

/**
 * A route's `clientAction`: sends the post to the server's action as usual, and turns "no
 * answer" (offline, a timeout, a 5xx) into a `NotSent` value the form renders, instead of the
 * error page that would replace the form and what was typed in it.
 */
export async function keepFormOnFailedPost<T>({ request, serverAction }: { request: Request; serverAction: () => Promise<T> }): Promise<T | NotSent> {
	const intent = await sentIntent(request)
	try {
		return await withTimeout(serverAction(), POST_TIMEOUT_MS)
	} catch (thrown) {
		const reason = notSentReason(thrown, typeof navigator === 'undefined' || navigator.onLine)
		if (!reason) throw thrown
		return { notSent: reason, intent }
	}
}

/** The server's answer, or undefined when the post got none (for a form's `lastResult`). */
export function serverAnswer<T>(answer: T | NotSent): Exclude<T, NotSent> | undefined {
	return isNotSent(answer) ? undefined : (answer as Exclude<T, NotSent>)
}

/**
 * A route's `shouldRevalidate` (and the root's): after a post that did not get through, the
 * page's data is not fetched again (it would fail the same way and show the error page).
 */
export function skipRevalidationWhenNotSent({ actionResult, defaultShouldRevalidate }: Pick<ShouldRevalidateFunctionArgs, 'actionResult' | 'defaultShouldRevalidate'>) {
	if (isNotSent(actionResult)) return false
	return defaultShouldRevalidate
}

/** Whether a form's submit came from a notice's Try again (`NotSentNotice`'s button). */
export function sentByTryAgain(event: { nativeEvent: Event }) {
	const submitter = (event.nativeEvent as Partial<SubmitEvent>).submitter
	return submitter?.hasAttribute('data-try-again') === true
}

/**
 * For a form that asks before it sends (remove a cart line, clear the cart): asks, unless the
 * submit is Try again, whose question the customer already answered before the post failed.
 */
export function confirmedOrTryAgain(event: { nativeEvent: Event }, question: string) {
	return sentByTryAgain(event) || window.confirm(question)
}

/** What a form says when its post did not get through; the default fits any form. */
export interface NotSentWords {
	offline: string
	unreachable: string
}

export const NOT_SENT_WORDS: NotSentWords = {
	offline: "You're offline. Nothing was sent yet.",
	unreachable: "We couldn't reach the shop. Nothing was sent yet.",
}

/**
 * In place, inside the form: the post did not get through, the values are all still here, and
 * Try again sends the same form again (as the button that was pressed: the same intent). Shown
 * only for `intent` when given (a form with several buttons shows it beside the one pressed).
 */
export function NotSentNotice({
	answer,
	intent,
	words = NOT_SENT_WORDS,
	pending,
	form,
	testId = 'not-sent',
}: {
	answer: unknown
	intent?: string
	words?: NotSentWords
	/** a fetcher's own state; a page form's is read from the navigation */
	pending?: boolean
	/** the form's id, when the notice sits outside it (beside a button that names its form) */
	form?: string
	testId?: string
}) {
	const navigation = useNavigation()
	const sending = pending ?? navigation.state === 'submitting'
	const ref = useRef<HTMLDivElement>(null)
	// A fetcher whose Try again was answered with a redirect keeps its old data: a send that ends
	// with the same answer it started with has been answered, and the notice goes.
	const [sentWith, setSentWith] = useState<{ answer: unknown } | null>(null)
	const [answered, setAnswered] = useState<unknown>(null)
	if (sending && !sentWith) setSentWith({ answer })
	if (!sending && sentWith) {
		setSentWith(null)
		if (sentWith.answer === answer) setAnswered(answer)
	}
	const shown = isNotSent(answer) && answer !== answered && (intent === undefined || answer.intent === intent)
	// the notice is where the customer's eyes are: beside the button they pressed
	useEffect(() => {
		if (shown) ref.current?.scrollIntoView?.({ block: 'nearest' })
	}, [shown, answer])
	if (!shown) return null
	return (
		<div ref={ref} className="not-sent" role="alert" data-testid={testId}>
			<p>{answer.notSent === 'offline' ? words.offline : words.unreachable}</p>
			<button
				type="submit"
				form={form}
				className="button button-secondary button-small"
				name={answer.intent ? 'intent' : undefined}
				value={answer.intent ?? undefined}
				disabled={sending}
				aria-busy={sending || undefined}
				data-try-again=""
			>
				{sending ? 'Trying again…' : 'Try again'}
			</button>
		</div>
	)
}

/** The notice for a form that posts to its own page's action (the answer is the route's). */
export function RouteNotSentNotice(props: Omit<Parameters<typeof NotSentNotice>[0], 'answer'>) {
	return <NotSentNotice answer={useActionData()} {...props} />
}

/** What each page last showed, by path, so a page whose next load got no answer can stay up. */
const lastShown = new Map<string, object>()

/** A page that keeps itself on a failed load (`keepPageOnFailedLoad`) remembers what it shows. */
export function useRememberShownPage(data: object) {
	const { pathname } = useLocation()
	useEffect(() => {
		lastShown.set(pathname, data)
	}, [pathname, data])
}

/**
 * A route's `clientLoader`: loads the page's data as usual and, when a link on the page (another
 * week of the fitting-time picker, say) got no answer, keeps the page the customer was looking
 * at, marked `notLoaded`, instead of the error page. The address is already the new one, so
 * Try again (`NotLoadedNotice`) loads it. Only a page this tab has shown can be kept.
 */
export async function keepPageOnFailedLoad<T extends object>({ request, serverLoader }: { request: Request; serverLoader: () => Promise<T> }): Promise<T & { notLoaded?: NotSentReason }> {
	try {
		return await withTimeout(serverLoader(), POST_TIMEOUT_MS)
	} catch (thrown) {
		const reason = notSentReason(thrown, typeof navigator === 'undefined' || navigator.onLine)
		const kept = lastShown.get(new URL(request.url).pathname)
		if (!reason || !kept) throw thrown
		return { ...(kept as T), notLoaded: reason }
	}
}

/** Why the page shown is the one before the address (its load got no answer), if it is. */
export function notLoadedReason(data: object): NotSentReason | undefined {
	return 'notLoaded' in data && (data.notLoaded === 'offline' || data.notLoaded === 'unreachable') ? data.notLoaded : undefined
}

export const NOT_LOADED_WORDS: NotSentWords = {
	offline: "You're offline. This didn't load; nothing has changed.",
	unreachable: "We couldn't reach the shop. This didn't load; nothing has changed.",
}

/**
 * In place of the part that did not load: what happened, and Try again (loads the address shown,
 * or asks again through `retry` for a part that loads on its own, such as the area check).
 */
export function NotLoadedNotice({
	reason,
	words = NOT_LOADED_WORDS,
	retry,
	retrying = false,
}: {
	reason: NotSentReason | undefined | null
	words?: NotSentWords
	retry?: () => void
	retrying?: boolean
}) {
	const revalidator = useRevalidator()
	const ref = useRef<HTMLDivElement>(null)
	const [stillOffline, setStillOffline] = useState(false)
	useEffect(() => {
		if (reason) ref.current?.scrollIntoView?.({ block: 'nearest' })
		setStillOffline(false)
	}, [reason])
	if (!reason) return null
	const loading = retry ? retrying : revalidator.state === 'loading'
	// with no connection at all, asking again would only fail (and the shop-wide data with it)
	const tryAgain = () => {
		if (navigator.onLine === false) setStillOffline(true)
		else if (retry) retry()
		else void revalidator.revalidate()
	}
	return (
		<div ref={ref} className="not-sent" role="alert" data-testid="not-loaded">
			<p>{stillOffline ? words.offline.replace("You're offline.", "You're still offline.") : reason === 'offline' ? words.offline : words.unreachable}</p>
			<button type="button" className="button button-secondary button-small" onClick={tryAgain} disabled={loading} aria-busy={loading || undefined}>
				{loading ? 'Trying again…' : 'Try again'}
			</button>
		</div>
	)
}
