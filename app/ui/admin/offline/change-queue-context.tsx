import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react'
import { useRevalidator } from 'react-router'
import type { ChangeKind } from '#app/domain/day/changes'
import { dismissRefusal, EMPTY_QUEUE, enqueue, nextToSend, settle, type QueueState } from './change-queue'
import { readQueue, updateQueue } from './queue-store'
import { sendChange } from './send-change'

// The admin's queue of changes, with JavaScript: every Done, Undo and Couldn't complete goes into
// it (IndexedDB) and is sent from there, in order, at once when there is a signal and when the
// signal returns. The admin layout holds it, so changes are sent from any admin page.

export interface ChangeQueue {
	state: QueueState
	/** the browser says it has a network */
	online: boolean
	/** the server answered with its login page: nothing more is sent until the owner logs in */
	loggedOut: boolean
	queueChange: (form: HTMLFormElement, change: { kind: ChangeKind; bookingId: number; reference: string; name: string }) => void
	dismiss: (id: string) => void
}

const ChangeQueueContext = createContext<ChangeQueue | null>(null)

export const ChangeQueueProvider = ChangeQueueContext.Provider

/** The queue, or null on a page rendered without it (the server, a test). */
export function useChangeQueue() {
	return useContext(ChangeQueueContext)
}

/** A random UUID (v4); crypto.randomUUID exists only on https, and a shop may run on a LAN. */
export function newChangeId() {
	if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
	const b = crypto.getRandomValues(new Uint8Array(16))
	b[6] = (b[6]! & 0x0f) | 0x40
	b[8] = (b[8]! & 0x3f) | 0x80
	const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('')
	return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

export function useChangeQueueController(): ChangeQueue {
	const [state, setState] = useState<QueueState>(EMPTY_QUEUE)
	const [online, setOnline] = useState(true)
	const [loggedOut, setLoggedOut] = useState(false)
	const { revalidate } = useRevalidator()
	const sending = useRef(false)
	const again = useRef(false)

	const sendWaiting = useCallback(async () => {
		if (sending.current) {
			again.current = true
			return
		}
		sending.current = true
		let applied = 0
		try {
			do {
				again.current = false
				for (;;) {
					const current = await readQueue()
					setState(current)
					const next = nextToSend(current)
					if (!next) break
					const outcome = await sendChange(next)
					if (outcome.kind === 'no-signal') break
					if (outcome.kind === 'logged-out') {
						setLoggedOut(true)
						break
					}
					setLoggedOut(false)
					setState(await updateQueue((q) => settle(q, next.id, outcome.kind === 'applied' ? { ok: true } : { ok: false, message: outcome.message })))
					applied += 1
				}
			} while (again.current)
		} finally {
			sending.current = false
		}
		// the day as the server now has it (and the toast of the last change applied)
		if (applied) await revalidate()
	}, [revalidate])

	useEffect(() => {
		setOnline(navigator.onLine)
		void sendWaiting()
		const toOnline = () => {
			setOnline(true)
			void sendWaiting()
		}
		const toOffline = () => setOnline(false)
		window.addEventListener('online', toOnline)
		window.addEventListener('offline', toOffline)
		return () => {
			window.removeEventListener('online', toOnline)
			window.removeEventListener('offline', toOffline)
		}
	}, [sendWaiting])

	const queueChange = useCallback<ChangeQueue['queueChange']>(
		(form, change) => {
			const fields = [...new FormData(form)].filter((entry): entry is [string, string] => typeof entry[1] === 'string')
			const queued = { ...change, id: newChangeId(), fields }
			void updateQueue((q) => enqueue(q, queued)).then((next) => {
				setState(next)
				void sendWaiting()
			})
		},
		[sendWaiting],
	)

	const dismiss = useCallback((id: string) => {
		void updateQueue((q) => dismissRefusal(q, id)).then(setState)
	}, [])

	return { state, online, loggedOut, queueChange, dismiss }
}
