/**
 * The build's share images (tools/build/share-images.ts): named by the hash of what they show and of
 * the renderer, drawn once, then reused from the cache by the next builds.
 */
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { cardHash, shareRenderer, writeShareImages } from '../../tools/build/share-images'
import { shareAlt, type DrawnCard } from '../../src/lib/share-card'

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
