// Testimonials on the home page (spec §2: the reviews section plus this script). The section is
// a rating and a link to Google, rendered by the server; this only sizes a reviews frame that
// reports its height, and there is none by default. If it fails to load, nothing changes.
;(function () {
	'use strict'
	var MIN_HEIGHT = 160
	var MAX_HEIGHT = 3000

	window.addEventListener('message', function (event) {
		var data = event.data
		if (!data || data.type !== 'reviews-widget:height' || typeof data.height !== 'number' || !isFinite(data.height)) return
		var frames = document.querySelectorAll('iframe[data-reviews-frame]')
		for (var i = 0; i < frames.length; i++) {
			var frame = frames[i]
			if (frame.contentWindow !== event.source) continue
			var height = Math.max(MIN_HEIGHT, Math.min(MAX_HEIGHT, Math.round(data.height)))
			frame.style.height = height + 'px'
			frame.setAttribute('data-sized', 'true')
		}
	})

	document.documentElement.setAttribute('data-testimonials-ready', 'true')
})()
