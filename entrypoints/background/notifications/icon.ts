import { bandColors, scoreBand, type ScoreBand } from '@/lib/domain/score';
import { logCaught } from '@/lib/diagnostics/log';

/**
 * Notification icons drawn on the fly: the score in its band colour (or a mark for an error or a
 * start). Chrome requires an icon for every notification; drawing it keeps the package free of a
 * set of per-score images. Falls back to a plain 1×1 grey image where OffscreenCanvas is missing.
 */
const FALLBACK =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNk+A8AAQUBAScY42YAAAAASUVORK5CYII=';

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

export async function drawIcon(label: string, band: ScoreBand): Promise<string> {
  if (typeof OffscreenCanvas === 'undefined') return FALLBACK;
  try {
    const size = 128;
    const canvas = new OffscreenCanvas(size, size);
    const ctx = canvas.getContext('2d');
    if (!ctx) return FALLBACK;
    ctx.fillStyle = bandColors[band];
    ctx.beginPath();
    ctx.arc(size / 2, size / 2, size / 2 - 4, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = '#ffffff';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.font = `bold ${label.length > 2 ? 48 : 60}px sans-serif`;
    ctx.fillText(label, size / 2, size / 2 + 3);
    const blob = await canvas.convertToBlob({ type: 'image/png' });
    return `data:image/png;base64,${toBase64(new Uint8Array(await blob.arrayBuffer()))}`;
  } catch (error) {
    void logCaught('icon: drawing the toolbar icon', error);
    return FALLBACK;
  }
}

/** The icon for a score (null: no score — an error mark). */
export function scoreIcon(score: number | null): Promise<string> {
  return score === null ? drawIcon('!', 'poor') : drawIcon(String(score), scoreBand(score));
}
