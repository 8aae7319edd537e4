import { EMPTY_QUEUE, type QueueState } from './change-queue'

// The queue on the phone (IndexedDB): one record, read and written in one transaction, so two
// tabs never lose each other's changes. Browser only.

const DB_NAME = 'admin-offline'
const STORE = 'queue'
const KEY = 'changes'

function open(): Promise<IDBDatabase> {
	return new Promise((resolve, reject) => {
		const request = indexedDB.open(DB_NAME, 1)
		request.onupgradeneeded = () => request.result.createObjectStore(STORE)
		request.onsuccess = () => resolve(request.result)
		request.onerror = () => reject(request.error ?? new Error('IndexedDB did not open'))
	})
}

/** Reads the queue, changes it with `update` and writes it back, all in one transaction. */
export async function updateQueue(update: (state: QueueState) => QueueState): Promise<QueueState> {
	const db = await open()
	try {
		return await new Promise<QueueState>((resolve, reject) => {
			const tx = db.transaction(STORE, 'readwrite')
			const store = tx.objectStore(STORE)
			let next: QueueState = EMPTY_QUEUE
			const read = store.get(KEY)
			read.onsuccess = () => {
				const current = (read.result as QueueState | undefined) ?? EMPTY_QUEUE
				next = update(current)
				if (next !== current) store.put(next, KEY)
			}
			tx.oncomplete = () => resolve(next)
			tx.onerror = () => reject(tx.error ?? new Error('IndexedDB write failed'))
		})
	} finally {
		db.close()
	}
}

export function readQueue(): Promise<QueueState> {
	return updateQueue((state) => state)
}
