import { latestBlogs } from '#app/domain/blogs/blogs.server'
import { googleReviewsUrl } from '#app/domain/settings/google-reviews'
import { getShopSettings, googleRatingText } from '#app/domain/settings/settings.server'
import type { Db } from '#app/lib/db.server'
import { getEnv } from '#app/lib/env.server'
import type { HomeContentData } from './home'

export type { HomeContentData } from './home'

export const HOME_BLOG_COUNT = 4 // spec §9: home blog teaser shows 4 blogs

/** The data of the home sections below the search: one call for the home loader. */
export async function loadHomeContent(db: Db): Promise<HomeContentData> {
	const [{ blogs, total }, settings] = await Promise.all([latestBlogs(db, HOME_BLOG_COUNT), getShopSettings(db, getEnv())])
	return {
		blogs,
		showAllBlogs: total > 3,
		reviews: { rating: googleRatingText(settings), url: googleReviewsUrl(settings.googleReviews) },
	}
}
