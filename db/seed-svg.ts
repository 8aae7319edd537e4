// Images for the demo data, drawn as SVG by the seed (nothing is downloaded).

function escapeXml(text: string) {
	return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!)
}

/** A small stable number from text (FNV-1a), so each range keeps its own drawing on every run. */
function hashText(text: string) {
	let hash = 0x811c9dc5
	for (let i = 0; i < text.length; i++) {
		hash ^= text.charCodeAt(i)
		hash = Math.imul(hash, 0x01000193) >>> 0
	}
	return hash
}

/** Relative luminance of a #rrggbb colour, 0 (black) to 1 (white). */
function luminance(hex: string) {
	const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
	return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
}

/**
 * A brand's wordmark: the name in the brand's colour, bold and slanted, over a short accent bar
 * in its second colour, on a transparent ground (it sits on white cards and grey panels alike).
 */
export function brandWordmarkSvg(name: string, [primary, secondary]: [string, string]) {
	// a light brand colour (yellow, orange) cannot carry text on white: the second colour writes it
	const [ink, accent] = luminance(primary) > 0.55 ? [luminance(secondary) > 0.55 ? '#1b1b1b' : secondary, primary] : [primary, luminance(secondary) > 0.8 ? primary : secondary]
	const fontSize = name.length > 9 ? 30 : name.length > 6 ? 36 : 42
	const barWidth = Math.min(200, Math.round(name.length * fontSize * 0.5))
	return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80" viewBox="0 0 240 80" role="img" aria-label="${escapeXml(name)}">
<text x="120" y="50" text-anchor="middle" font-family="Arial Black, Arial, Helvetica, sans-serif" font-weight="900" font-style="italic" font-size="${fontSize}" fill="${ink}" letter-spacing="-0.5">${escapeXml(name.toUpperCase())}</text>
<path d="M${120 - barWidth / 2 + 6} 60h${barWidth}l-6 8h-${barWidth}z" fill="${accent}"/>
</svg>\n`
}

/**
 * A tyre's tread seen head on, as tyre makers show their ranges, on a transparent ground (it sits
 * on any panel). The pattern is drawn once per pitch and repeated, so each picture is a couple of
 * kilobytes. The pattern follows the range:
 * how many ribs, how the grooves run (straight, slanted, a V), how chunky the blocks are (4WD
 * ranges get big staggered blocks), all derived from the brand and model name, so every range
 * looks its own and the same range always looks the same.
 */
export function tyreTreadSvg(brand: string, model: string, type: string) {
	const h = hashText(`${brand} ${model}`)
	const pick = (bits: number, shift: number) => (h >>> shift) & ((1 << bits) - 1)
	const offRoad = type === '4WD'
	const sporty = type === 'Performance'
	const ribs = offRoad ? 3 + pick(1, 0) : sporty ? 4 + pick(1, 0) : 4 + pick(1, 0)
	const pitch = offRoad ? 40 + pick(2, 2) * 4 : 24 + pick(3, 4) * 2
	const style = pick(2, 8) // 0 straight, 1 slanted, 2 V (directional), 3 alternating
	const slope = 6 + pick(3, 10) * 3
	const grooveWidth = offRoad ? 9 : sporty ? 4 : 5
	const sipes = offRoad ? 1 : pick(2, 14) % 3
	const solidCentre = sporty && pick(1, 16) === 1
	const x0 = 44
	const width = 212
	const ribWidth = width / ribs
	const shapes: string[] = []
	for (let i = 0; i < ribs; i++) {
		const left = x0 + i * ribWidth
		const right = left + ribWidth
		// a performance range may keep solid centre ribs: lateral grooves only on the shoulders
		const shoulder = i === 0 || i === ribs - 1
		const side = i < ribs / 2 ? -1 : 1
		const dy = style === 0 ? 0 : style === 1 ? slope : style === 2 ? slope * side : slope * (i % 2 ? 1 : -1)
		const y = offRoad && i % 2 ? pitch / 2 : 0
		if (!solidCentre || shoulder) {
			shapes.push(`<path d="M${left.toFixed(1)} ${y}L${right.toFixed(1)} ${(y + dy).toFixed(1)}" stroke="#101010" stroke-width="${shoulder ? grooveWidth + 2 : grooveWidth}"/>`)
		}
		for (let s = 1; s <= sipes; s++) {
			const sy = y + (pitch * s) / (sipes + 1)
			shapes.push(`<path d="M${(left + 5).toFixed(1)} ${sy.toFixed(1)}L${(right - 5).toFixed(1)} ${(sy + dy).toFixed(1)}" stroke="#1c1c1c" stroke-width="1.6"/>`)
		}
	}
	// circumferential grooves between the ribs; a 4WD range's blocks stand apart in a zigzag
	const grooves: string[] = []
	for (let i = 1; i < ribs; i++) {
		const x = x0 + i * ribWidth
		grooves.push(
			offRoad
				? `<path d="M${x.toFixed(1)} 10v280" stroke="#101010" stroke-width="7" stroke-dasharray="${(pitch / 2 - 4).toFixed(1)} 4"/>`
				: `<rect x="${(x - 4).toFixed(1)}" y="10" width="8" height="280" fill="#101010"/>`,
		)
	}
	return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300" role="img" aria-label="${escapeXml(`${brand} ${model} tyre tread`)}">
<defs>
<pattern id="t" width="300" height="${pitch}" patternUnits="userSpaceOnUse">${shapes.join('')}</pattern>
<linearGradient id="s" x1="0" x2="1"><stop offset="0" stop-color="#000" stop-opacity=".6"/><stop offset=".3" stop-color="#fff" stop-opacity=".16"/><stop offset=".6" stop-color="#fff" stop-opacity=".08"/><stop offset="1" stop-color="#000" stop-opacity=".6"/></linearGradient>
</defs>
<rect x="28" y="4" width="244" height="292" rx="40" fill="#262626"/>
<rect x="${x0}" y="10" width="${width}" height="280" fill="#4a4a4a"/>
<rect x="${x0}" y="10" width="${width}" height="280" fill="url(#t)"/>
${grooves.join('\n')}
<rect x="28" y="4" width="244" height="292" rx="40" fill="url(#s)"/>
</svg>\n`
}

/** A blog hero: brand red with a tyre-track motif and a short label. */
export function blogImageSvg(label: string, seed: number) {
	const tracks: string[] = []
	for (let i = 0; i < 14; i++) {
		const x = 700 + i * 34 + (seed % 4) * 6
		tracks.push(`<rect x="${x}" y="${60 + (i % 2) * 20}" width="18" height="510" rx="6" fill="#ffffff" opacity="0.08"/>`)
	}
	return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630" role="img" aria-label="${escapeXml(label)}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#DA2627"/><stop offset="1" stop-color="#7d1011"/></linearGradient></defs>
<rect width="1200" height="630" fill="url(#bg)"/>
${tracks.join('\n')}
<circle cx="930" cy="315" r="200" fill="#1b1b1b"/>
<circle cx="930" cy="315" r="120" fill="#b9bec5"/>
<circle cx="930" cy="315" r="40" fill="#DA2627"/>
<text x="80" y="340" font-family="Arial, Helvetica, sans-serif" font-weight="800" font-size="72" fill="#ffffff">${escapeXml(label)}</text>
</svg>\n`
}
