import type { SubmissionResult } from '@conform-to/react'
import { data } from 'react-router'
import { z } from 'zod'
import { clientIp } from './context'
import { type Db, getDb } from './db.server'
import { readPageForm } from './multipart.server'

// Sign-up and password reset are two plain-form steps on one URL: send a code to the phone, then
// finish with it (or ask for a new one). Their actions tell the three buttons apart alike.

/** A form post whose intent the page does not have: the form's own error, as conform shows it. */
export const INTENT_NOT_UNDERSTOOD: SubmissionResult<string[]> = { status: 'error', error: { '': ['Sorry, we could not tell what to do with that form. Please try again.'] } }

/** What each step's handler needs. */
export type CodeStepPost = { db: Db; request: Request; formData: FormData; ip: string }

/**
 * Which button was pressed (STYLE habit 6): send the code (also a post without an intent, as
 * Enter in a field of the first step sends), `finish` with it, or send a new one; then that
 * step's handler. An intent the page does not have is a 400 on the first step's form.
 */
export async function codeStepsAction<Finish extends string, Sent, Finished, Resent>(
	{ request, context }: { request: Request; context: unknown },
	finish: Finish,
	steps: { sendCode: (post: CodeStepPost) => Promise<Sent>; finish: (post: CodeStepPost) => Promise<Finished>; resend: (post: CodeStepPost) => Promise<Resent> },
) {
	const formData = await readPageForm(request)
	const intents = z.discriminatedUnion('intent', [z.object({ intent: z.literal('send-code') }), z.object({ intent: z.literal(finish) }), z.object({ intent: z.literal('resend') })])
	const parsed = intents.safeParse({ intent: formData.get('intent') ?? 'send-code' })
	if (!parsed.success) return data({ intent: 'send-code', result: INTENT_NOT_UNDERSTOOD }, { status: 400 })
	const post: CodeStepPost = { db: getDb(), request, formData, ip: clientIp(context) }
	switch (parsed.data.intent) {
		case 'send-code':
			return steps.sendCode(post)
		case 'resend':
			return steps.resend(post)
		default:
			return steps.finish(post)
	}
}
