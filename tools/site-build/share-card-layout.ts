/**
 * How a share image looks (src/lib/share-card.ts): 1200×630, the site's navy with the brand mark of
 * the header (src/components/layout/Header.tsx) and the brand's name, the page's eyebrow and title,
 * its facts, the site's address, and the teal rule of the site's accents. Written as the element
 * tree satori lays out (flexbox, as in CSS), then resvg paints it (tools/site-build/share-image-worker.ts).
 *
 * The fonts are Noto's (regular and bold, SIL Open Font License 1.1), from pinned npm packages, so
 * every build draws the same letters whatever the machine has installed: Noto Sans's Latin for every
 * card, and for a card whose words need them (SCRIPT_FONTS) its Latin Extended and Vietnamese letters
 * (Đ, İ, ẵ), Devanagari, Tamil, Gujarati, Bengali, Malayalam, Arabic and Noto Emoji: each file under a
 * name of its own, so that satori looks for a letter in each in turn, and loaded only for the cards
 * that hold its letters. Any change here changes the renderer's version, and so every picture's hash:
 * the next build draws them all again; a card's hash also covers the script fonts it is drawn with.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, type DrawnCard } from '../../src/lib/share-card.ts'

/** The site's colours (src/styles/tokens.css). */
const NAVY_800 = '#0b2545'
const NAVY_700 = '#13315c'
const TEAL_200 = '#9fe3dc'
const TEAL_600 = '#0d7f79'
const INK_ON_DARK = '#ffffff'
const INK_ON_DARK_MUTED = '#dfe8f2'

export const FONT_FAMILY = 'Noto Sans'
const WEIGHTS = [400, 700] as const

/** A font package's folder (resolved as Node resolves the package, wherever it is installed). */
export function fontPackageDir(name: string) {
  return dirname(createRequire(import.meta.url).resolve(`${name}/package.json`))
}

/** Fonts of one package: the files of each subset named (without their weight), in both weights. */
type FontSet = { package: string; subsets: readonly string[] }

/** Every card's: Noto Sans's Latin. */
const BASE: FontSet = { package: '@fontsource/noto-sans', subsets: ['noto-sans-latin'] }

/** Noto Emoji comes in slices of its characters (0 to 10, and "emoji"): every slice, for any emoji. */
const EMOJI_SLICES = [...Array.from({ length: 11 }, (_, slice) => `noto-emoji-${slice}`), 'noto-emoji-emoji']

/** The scripts beyond Latin a card may need, each with the letters that call for it. */
export const SCRIPT_FONTS: ReadonlyArray<FontSet & { script: string; letters: RegExp }> = [
  {
    script: 'Latin Extended',
    letters: /(?=\p{Script=Latin})[^\p{ASCII}\u00a0-\u00ff]/u,
    package: '@fontsource/noto-sans',
    subsets: ['noto-sans-latin-ext', 'noto-sans-vietnamese'],
  },
  { script: 'Devanagari', letters: /\p{Script=Devanagari}/u, package: '@fontsource/noto-sans', subsets: ['noto-sans-devanagari'] },
  { script: 'Tamil', letters: /\p{Script=Tamil}/u, package: '@fontsource/noto-sans-tamil', subsets: ['noto-sans-tamil-tamil'] },
  {
    script: 'Gujarati',
    letters: /\p{Script=Gujarati}/u,
    package: '@fontsource/noto-sans-gujarati',
    subsets: ['noto-sans-gujarati-gujarati'],
  },
  { script: 'Bengali', letters: /\p{Script=Bengali}/u, package: '@fontsource/noto-sans-bengali', subsets: ['noto-sans-bengali-bengali'] },
  {
    script: 'Malayalam',
    letters: /\p{Script=Malayalam}/u,
    package: '@fontsource/noto-sans-malayalam',
    subsets: ['noto-sans-malayalam-malayalam'],
  },
  { script: 'Arabic', letters: /\p{Script=Arabic}/u, package: '@fontsource/noto-sans-arabic', subsets: ['noto-sans-arabic-arabic'] },
  { script: 'Emoji', letters: /\p{Extended_Pictographic}/u, package: '@fontsource/noto-emoji', subsets: EMOJI_SLICES },
]

/** A font file as the renderer takes it: the name satori knows it by, its weight, its file and its package. */
export type FontFile = { name: string; weight: (typeof WEIGHTS)[number]; file: string; package: string }

const filesOf = (set: FontSet): FontFile[] => {
  const dir = join(fontPackageDir(set.package), 'files')
  return set.subsets.flatMap((subset) =>
    WEIGHTS.map((weight) => ({
      // The Latin under the layout's family; every other file under a name of its own (satori takes one file a name and weight).
      name: set === BASE ? FONT_FAMILY : subset,
      weight,
      file: join(dir, `${subset}-${weight}-normal.woff`),
      package: set.package,
    })),
  )
}

/** The fonts every card is drawn with (WOFF: satori reads no WOFF2). */
export const baseFontFiles = () => filesOf(BASE)

/** The words a card draws. */
const cardText = (card: DrawnCard) =>
  [card.eyebrow, card.title, ...card.facts.flatMap((f) => [f.label, f.value]), card.brand, card.site].join('\n')

/** The script fonts a card's words need, beyond the base. */
export const scriptFontFiles = (card: DrawnCard) => {
  const text = cardText(card)
  return SCRIPT_FONTS.filter((set) => set.letters.test(text)).flatMap(filesOf)
}

const loaded = new Map<string, Buffer>()
/** The fonts to draw `card` with, as satori takes them: each file read once a thread. */
export function cardFonts(card: DrawnCard) {
  return [...baseFontFiles(), ...scriptFontFiles(card)].map(({ name, weight, file }) => {
    if (!loaded.has(file)) loaded.set(file, readFileSync(file))
    return { name, weight, style: 'normal' as const, data: loaded.get(file)! }
  })
}

type Style = Record<string, string | number>
type Node = { type: string; props: Record<string, unknown> & { style?: Style; children?: unknown } }

const h = (type: string, props: Record<string, unknown>, ...children: Array<Node | string | null>): Node => ({
  type,
  props: { ...props, children: children.filter((child) => child !== null && child !== '') },
})

/** The header's brand mark, white on the navy: a ring, and the anchor drawn as the header draws it. */
function brandMark() {
  return h(
    'svg',
    { width: 56, height: 56, viewBox: '0 0 32 32' },
    h('circle', { cx: 16, cy: 16, r: 15, fill: NAVY_700, stroke: INK_ON_DARK, strokeWidth: 1.2 }),
    h('path', {
      d: 'M16 6v17M10 11h12M8 18c1.5 4 4.5 6 8 6s6.5-2 8-6',
      stroke: INK_ON_DARK,
      strokeWidth: 2.4,
      fill: 'none',
      strokeLinecap: 'round',
    }),
  )
}

/** One line at most, cut with an ellipsis. */
const oneLine: Style = { display: 'block', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', maxWidth: '100%' }

/**
 * The square in the middle a chat app keeps of the picture (its thumbnail crops 1200×630 to its
 * centred 630×630): every word is drawn inside it, centred, so that the thumbnail says it whole; the
 * sides are the navy alone.
 */
export const SQUARE = { left: (SHARE_IMAGE_WIDTH - SHARE_IMAGE_HEIGHT) / 2, width: SHARE_IMAGE_HEIGHT }
const INSET = 40

/**
 * A flag is two regional-indicator letters, which no font of the registry draws without colour:
 * they are drawn as the country's letters ("🇮🇳" as "IN"), as systems without flags show them.
 */
const withFlagLetters = (text: string) =>
  text.replace(/[\u{1F1E6}-\u{1F1FF}]/gu, (letter) => String.fromCharCode(letter.codePointAt(0)! - 0x1f1e6 + 65))

/** The picture of a card, as satori's element tree. */
export function cardLayout(drawn: DrawnCard): Node {
  const card: DrawnCard = {
    eyebrow: withFlagLetters(drawn.eyebrow),
    title: withFlagLetters(drawn.title),
    facts: drawn.facts.map((fact) => ({ label: withFlagLetters(fact.label), value: withFlagLetters(fact.value) })),
    brand: withFlagLetters(drawn.brand),
    site: drawn.site,
  }
  const long = card.title.length > 48
  const centred: Style = { display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', width: '100%' }
  return h(
    'div',
    {
      style: {
        width: SHARE_IMAGE_WIDTH,
        height: SHARE_IMAGE_HEIGHT,
        display: 'flex',
        flexDirection: 'column',
        background: NAVY_800,
        color: INK_ON_DARK,
        fontFamily: FONT_FAMILY,
      },
    },
    h(
      'div',
      {
        style: {
          ...centred,
          flexGrow: 1,
          width: SQUARE.width - 2 * INSET,
          marginLeft: SQUARE.left + INSET,
          padding: '40px 0 28px',
        },
      },
      h(
        'div',
        { style: { display: 'flex', alignItems: 'center', justifyContent: 'center', maxWidth: '100%' } },
        brandMark(),
        h('span', { style: { ...oneLine, fontSize: 28, fontWeight: 700, marginLeft: 14 } }, card.brand),
      ),
      h(
        'div',
        { style: { ...centred, flexGrow: 1, justifyContent: 'center' } },
        card.eyebrow
          ? h(
              'span',
              { style: { ...oneLine, fontSize: 22, fontWeight: 700, color: TEAL_200, textTransform: 'uppercase', letterSpacing: 1.5 } },
              card.eyebrow,
            )
          : null,
        h(
          'span',
          {
            style: {
              display: 'block',
              fontSize: long ? 38 : 48,
              fontWeight: 700,
              lineHeight: 1.15,
              marginTop: 12,
              lineClamp: long ? 5 : 4,
            },
          },
          card.title,
        ),
      ),
      h(
        'div',
        { style: { display: 'flex', justifyContent: 'center', maxWidth: '100%' } },
        ...card.facts
          .slice(0, 2)
          .map((fact, index) =>
            h(
              'div',
              { style: { ...centred, width: 'auto', maxWidth: card.facts.length > 1 ? 270 : 550, marginLeft: index ? 18 : 0 } },
              h('span', { style: { ...oneLine, fontSize: 20, color: INK_ON_DARK_MUTED } }, fact.label),
              h('span', { style: { ...oneLine, fontSize: 30, fontWeight: 700 } }, fact.value),
            ),
          ),
      ),
      h('span', { style: { ...oneLine, marginTop: 14, fontSize: 20, color: INK_ON_DARK_MUTED } }, card.site),
    ),
    h('div', { style: { height: 14, background: TEAL_600 } }),
  )
}
