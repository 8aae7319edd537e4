import { EventEmitter } from 'node:events'
import type { NextFunction, Request, Response } from 'express'

/**
 * Mounted right after `compression()`: lets a streamed response wait for 'drain' with
 * `once` and `off`, as React Router's stream writer does on every write that meets back
 * pressure. compression forwards `res.on('drain')` to its gzip stream but leaves
 * `removeListener` on the response, so each such wait left one listener on the gzip stream
 * for the rest of the response (a MaxListenersExceededWarning per large page under load, and
 * listeners that keep firing). Here the response registers a single drain listener through
 * compression and hands each 'drain' to its own emitter, where `once` and `off` work.
 */
export function detachableDrainListeners(_req: Request, res: Response, next: NextFunction) {
	const drains = new EventEmitter()
	let forwarding = false
	const on = res.on
	const once = res.once
	const removeListener = res.removeListener

	const forwardDrains = () => {
		if (forwarding) return
		forwarding = true
		on.call(res, 'drain', () => drains.emit('drain'))
	}
	const addDrain = function (this: Response, type: string | symbol, listener: (...args: unknown[]) => void) {
		if (type !== 'drain') return on.call(this, type, listener)
		forwardDrains()
		drains.on('drain', listener)
		return this
	} as Response['on']
	res.on = addDrain
	res.addListener = addDrain
	res.once = function (this: Response, type: string | symbol, listener: (...args: unknown[]) => void) {
		if (type !== 'drain') return once.call(this, type, listener)
		forwardDrains()
		drains.once('drain', listener)
		return this
	} as Response['once']
	const removeDrain = function (this: Response, type: string | symbol, listener: (...args: unknown[]) => void) {
		if (type !== 'drain') return removeListener.call(this, type, listener)
		drains.removeListener('drain', listener)
		return this
	} as Response['removeListener']
	res.removeListener = removeDrain
	res.off = removeDrain
	next()
}
