// The one hidden field every anonymous form carries (checkout, account sign-up and reset, contact).
// People never see it; a bot that fills it in is answered as each form decides, and nothing is kept.
// `website` is also the field the JSON contact API has always accepted, so its contract is unchanged.

/** The field only bots fill in. */
export const HONEYPOT_FIELD = 'website'
/** The encrypted time the form was rendered: a form that was never served by us does not carry it. */
export const HONEYPOT_FROM_FIELD = 'website_from'
