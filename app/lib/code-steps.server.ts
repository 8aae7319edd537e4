import type { SubmissionResult } from '@conform-to/react'
import { z } from 'zod'
import type { Db } from './db.server'

// Sign-up and password reset are two plain-form steps on one URL: send a code to the phone, then
// finish with it (or ask for a new one). Their actions tell the three buttons apart alike.

/** A form post whose intent the page does not have: the form's own error, as conform shows it. */
export const INTENT_NOT_UNDERSTOOD: SubmissionResult<string[]> = { status: 'error', error: { '': ['Sorry, we could not tell what to do with that form. Please try again.'] } }

/** What each step's handler needs. */
export type CodeStepPost = { db: Db; request: Request; formData: FormData; ip: string }

/**
 * Which button was pressed (STYLE habit 6): send the code (also a post without an intent, as
 * Enter in a field of the first step sends), `finish` with it, or send a new one.
 */
export function codeStepIntentOf<Finish extends string>(formData: FormData, finish: Finish) {
	const schema = z.discriminatedUnion('intent', [z.object({ intent: z.literal('send-code') }), z.object({ intent: z.literal(finish) }), z.object({ intent: z.literal('resend') })])
	return schema.safeParse({ intent: formData.get('intent') ?? 'send-code' })
}
