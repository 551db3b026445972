/**
 * A worker thread of the share-image step (tools/site-build/share-images.ts): draws each card it is sent
 * with the fonts its words need (each read once a thread) (satori lays it out as SVG, resvg paints it as PNG) and sends the PNG back.
 */
import { parentPort } from 'node:worker_threads'
import { Resvg } from '@resvg/resvg-js'
import satori from 'satori'
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, type DrawnCard } from '../../src/lib/share-card.ts'
import { cardFonts, cardLayout } from './share-card-layout.ts'

/** The card as a 1200×630 PNG. */
export async function drawCard(card: DrawnCard) {
  // satori's element type is React's; the layout is the plain object tree it reads.
  const svg = await satori(cardLayout(card) as unknown as Parameters<typeof satori>[0], {
    width: SHARE_IMAGE_WIDTH,
    height: SHARE_IMAGE_HEIGHT,
    fonts: cardFonts(card),
  })
  return new Resvg(svg, { fitTo: { mode: 'original' } }).render().asPng()
}

parentPort?.on('message', (job: { id: number; card: DrawnCard }) => {
  drawCard(job.card).then(
    (png) => parentPort!.postMessage({ id: job.id, png }),
    (error: Error) => parentPort!.postMessage({ id: job.id, error: error.message }),
  )
})
