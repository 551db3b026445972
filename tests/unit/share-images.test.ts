/**
 * The build's share images (tools/site-build/share-images.ts): named by the hash of what they show and of
 * the renderer, drawn once, then reused from the cache by the next builds.
 */
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import satori from 'satori'
import { cardHash, shareRenderer, writeShareImages } from '../../tools/site-build/share-images'
import { baseFontFiles, cardFonts, cardLayout, SCRIPT_FONTS, SQUARE } from '../../tools/site-build/share-card-layout'
import { Resvg } from '@resvg/resvg-js'
import { shareAlt, SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, type DrawnCard } from '../../src/lib/share-card'

const card: DrawnCard = {
  brand: 'Global Salvage India',
  site: 'www.globalsalvage.example',
  eyebrow: 'Port guide',
  title: 'Paradip Port Authority, Odisha',
  facts: [{ label: 'Response time', value: '8-12 hours' }],
}

const dirs: string[] = []
const temp = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'share-images-'))
  dirs.push(dir)
  return dir
}
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))))

describe('share images', () => {
  it("are named by every word drawn and by the renderer's version", async () => {
    const renderer = await shareRenderer()
    expect(renderer).toMatch(/^[0-9a-f]{64}$/)
    const hash = cardHash(card, renderer)
    expect(cardHash({ ...card }, renderer)).toBe(hash)
    for (const changed of [
      { ...card, title: 'Paradip Port Authority' },
      { ...card, eyebrow: 'Port' },
      { ...card, facts: [{ label: 'Response time', value: '6-12 hours' }] },
      { ...card, brand: 'Global Salvage' },
      { ...card, site: 'www.example.com' },
    ])
      expect(cardHash(changed, renderer)).not.toBe(hash)
    expect(cardHash(card, 'another renderer')).not.toBe(hash)
  })

  it('are drawn once as 1200×630 PNGs, then copied from the cache by the next build', async () => {
    const cache = await temp()
    const renderer = await shareRenderer()
    const hash = cardHash(card, renderer)
    const first = await temp()
    expect(await writeShareImages(first, new Map([[hash, card]]), cache)).toEqual({ drawn: 1, reused: 0 })
    const png = await readFile(join(first, 'og', `${hash}.png`))
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630])
    expect(await readdir(cache)).toEqual([`${hash}.png`])

    // The next build: the same card is reused, a changed one drawn.
    const changed = { ...card, facts: [{ label: 'Response time', value: '6-12 hours' }] }
    const second = await temp()
    expect(
      await writeShareImages(
        second,
        new Map([
          [hash, card],
          [cardHash(changed, renderer), changed],
        ]),
        cache,
      ),
    ).toEqual({ drawn: 1, reused: 1 })
    expect((await readFile(join(second, 'og', `${hash}.png`))).equals(png)).toBe(true)
    expect((await readFile(join(second, 'og', `${cardHash(changed, renderer)}.png`))).equals(png)).toBe(false)
  })

  it('describe themselves in the words they show', () => {
    expect(shareAlt(card)).toBe('Port guide · Paradip Port Authority, Odisha · Response time: 8-12 hours · Global Salvage India')
  })
})

/** A title in each script the share images draw (issue 47: each came out as boxes). */
const SAMPLES: Record<string, string> = {
  'Latin Extended': 'Đà Nẵng, İzmir and Łódź: crew change',
  Devanagari: 'मुंबई बंदरगाह पर चक्रवात की चेतावनी',
  Tamil: 'சென்னை துறைமுகத்தில் புயல் எச்சரிக்கை',
  Gujarati: 'કંડલા બંદર પર ચક્રવાતની ચેતવણી',
  Bengali: 'কলকাতা বন্দরে ঘূর্ণিঝড়ের সতর্কতা',
  Malayalam: 'കൊച്ചി തുറമുഖത്ത് ചുഴലിക്കാറ്റ് മുന്നറിയിപ്പ്',
  Arabic: 'تحذير من إعصار في ميناء مومباي',
  Emoji: 'Cyclone 🌀 closes the port 🚢⚓ 🇮🇳',
}

/** The letters of `card` satori finds in none of the fonts it is given (it asks `loadAdditionalAsset` for them): drawn as boxes. */
async function lettersWithoutFont(card: DrawnCard, fonts: ReturnType<typeof cardFonts>) {
  const missing: string[] = []
  await satori(cardLayout(card) as unknown as Parameters<typeof satori>[0], {
    width: SHARE_IMAGE_WIDTH,
    height: SHARE_IMAGE_HEIGHT,
    fonts,
    loadAdditionalAsset: async (_code, segment) => {
      missing.push(segment)
      return []
    },
  })
  return missing
}

describe('the scripts of a share image', () => {
  it('has a font for every script it is asked for, from the npm registry', () => {
    expect(SCRIPT_FONTS.map((set) => set.script).sort()).toEqual(Object.keys(SAMPLES).sort())
  })

  it.each(Object.entries(SAMPLES))('draws %s with a font that has its letters, not as boxes', async (script, title) => {
    const drawn: DrawnCard = { ...card, eyebrow: script, title, facts: [{ label: title.slice(0, 12), value: title.slice(-8) }] }
    expect(await lettersWithoutFont(drawn, cardFonts(drawn))).toEqual([])
    // The Latin alone (the fonts a card of plain Latin is drawn with) lacks them: those were the boxes.
    const latinOnly = baseFontFiles().map(({ name, weight }) =>
      cardFonts(card).find((font) => font.name === name && font.weight === weight)!,
    )
    expect(await lettersWithoutFont(drawn, latinOnly)).not.toEqual([])
  })

  it('loads a script font only for a card whose words need it; its hash covers the fonts it is drawn with', async () => {
    const renderer = await shareRenderer()
    expect(cardFonts(card).map((font) => font.name)).toEqual(baseFontFiles().map((font) => font.name))
    const tamil = { ...card, title: SAMPLES.Tamil! }
    expect(cardFonts(tamil).map((font) => font.name)).toEqual([
      ...baseFontFiles().map((font) => font.name),
      'noto-sans-tamil-tamil',
      'noto-sans-tamil-tamil',
    ])
    expect(cardHash(tamil, renderer)).not.toBe(cardHash({ ...tamil, title: 'Chennai' }, renderer))
  })
})

describe("a share image in a chat app's square thumbnail", () => {
  it('holds every word inside the centred square: outside it, only the navy and the rule under it', async () => {
    const long: DrawnCard = {
      ...card,
      eyebrow: 'Port guide · West coast · Gujarat',
      title: 'Deendayal Port (Kandla): oil jetty 3 closed for maintenance, vessels to berth at jetty 5 instead',
      facts: [
        { label: 'Response time', value: '6-8 hours, surge pool on call' },
        { label: 'Coverage', value: 'Salvage, OSR and P&I documents' },
      ],
    }
    const svg = await satori(cardLayout(long) as unknown as Parameters<typeof satori>[0], {
      width: SHARE_IMAGE_WIDTH,
      height: SHARE_IMAGE_HEIGHT,
      fonts: cardFonts(long),
    })
    const image = new Resvg(svg, { fitTo: { mode: 'original' } }).render()
    const { pixels, width } = image
    const colour = (x: number, y: number) =>
      [...pixels.subarray((y * width + x) * 4, (y * width + x) * 4 + 3)].map((c) => c.toString(16).padStart(2, '0')).join('')
    const outside = new Set<string>()
    for (let y = 0; y < SHARE_IMAGE_HEIGHT - 14; y++)
      for (let x = 0; x < SHARE_IMAGE_WIDTH; x++) if (x < SQUARE.left || x >= SQUARE.left + SQUARE.width) outside.add(colour(x, y))
    expect([...outside]).toEqual(['0b2545'])
    // And the square holds the words: more than the navy inside it.
    const inside = new Set<string>()
    for (let y = 0; y < SHARE_IMAGE_HEIGHT - 14; y += 3)
      for (let x = SQUARE.left; x < SQUARE.left + SQUARE.width; x += 3) inside.add(colour(x, y))
    expect(inside.size).toBeGreaterThan(10)
  })
})
