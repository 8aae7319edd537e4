import { pipeline } from 'node:stream/promises'
import express, { type NextFunction, type Request, type Response } from 'express'
import { imageTypeOf, isStorageKey, type UploadStorage } from '#app/lib/storage.server'

// /uploads: the images the owner uploaded and the demo seed's pictures, from the upload storage.
// Never rendered as a document: sandboxed, no sniffing, and only image file types are served at
// all (anything else planted there is a 404). From the local disk through express.static; from a
// bucket streamed through the shop, so images keep one URL and the bucket can stay private.

const IMAGE_FILE = /\.(?:webp|png|jpe?g|gif|avif|svg)$/i
const SANDBOX = "default-src 'none'; style-src 'unsafe-inline'; sandbox"
const MAX_AGE_SECONDS = 30 * 24 * 60 * 60

export function serveUploads(storage: () => UploadStorage) {
	return async (req: Request, res: Response, next: NextFunction) => {
		if (!IMAGE_FILE.test(req.path)) return notFound(res)
		const store = storage()
		if (store.localDir) {
			return express.static(store.localDir, {
				index: false,
				dotfiles: 'deny',
				fallthrough: false,
				maxAge: MAX_AGE_SECONDS * 1000,
				setHeaders(res) {
					res.setHeader('Content-Security-Policy', SANDBOX)
				},
			})(req, res, next)
		}
		if (req.method !== 'GET' && req.method !== 'HEAD') {
			res.setHeader('Allow', 'GET, HEAD')
			return res.status(405).type('text/plain').send('Method not allowed')
		}
		let key: string
		try {
			key = decodeURIComponent(req.path.slice(1))
		} catch {
			return notFound(res)
		}
		const type = imageTypeOf(key)
		if (!type || !isStorageKey(key)) return notFound(res)
		try {
			const object = await store.get(key)
			if (!object) return notFound(res)
			res.setHeader('Content-Type', type)
			res.setHeader('Cache-Control', `public, max-age=${MAX_AGE_SECONDS}`)
			res.setHeader('Content-Security-Policy', SANDBOX)
			if (object.size !== undefined) res.setHeader('Content-Length', String(object.size))
			if (req.method === 'HEAD') {
				object.body.destroy()
				return res.end()
			}
			await pipeline(object.body, res)
		} catch (error) {
			// the bucket did not answer: a gateway problem, not the shop's
			if (!res.headersSent) return next(Object.assign(error instanceof Error ? error : new Error(String(error)), { status: 502 }))
			res.destroy()
		}
	}
}

function notFound(res: Response) {
	res.status(404).type('text/plain').send('Not found')
}
