import { latestBlogs } from '#app/domain/blogs/blogs.server'
import { googleReviewsUrl } from '#app/domain/settings/google-reviews'
import { getShopSettings, googleRatingText } from '#app/domain/settings/settings.server'
import type { Db } from '#app/lib/db.server'
import { getEnv } from '#app/lib/env.server'

export const HOME_BLOG_COUNT = 4 // spec §9: home blog teaser shows 4 blogs

/** The data of the home sections below the search: one call for the home loader. */
export async function loadHomeContent(db: Db) {
	const [{ blogs, total }, settings] = await Promise.all([latestBlogs(db, HOME_BLOG_COUNT), getShopSettings(db, getEnv())])
	return {
		blogs,
		// spec §2: 'Show All' links to /blogs only when there are more than 3
		showAllBlogs: total > 3,
		/** 'What our customers say': the Google rating line and the link to the reviews, when the owner gave them */
		reviews: { rating: googleRatingText(settings), url: googleReviewsUrl(settings.googleReviews) },
	}
}

export type HomeContentData = Awaited<ReturnType<typeof loadHomeContent>>
