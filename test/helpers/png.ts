// Decodes a PNG buffer so tests can check its size and pixels.
import { createCanvas, loadImage } from 'canvas';

export interface DecodedPng {
  readonly width: number;
  readonly height: number;
  /** [r, g, b, a] at (x, y). */
  pixel(x: number, y: number): [number, number, number, number];
  /** How many pixels in the rectangle match the colour within a tolerance. */
  count(color: string, rect?: { x: number; y: number; w: number; h: number }, tolerance?: number): number;
}

export function hexToRgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

export async function decodePng(data: Buffer): Promise<DecodedPng> {
  expect8Signature(data);
  const image = await loadImage(data);
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  const pixels = ctx.getImageData(0, 0, image.width, image.height).data;
  const at = (x: number, y: number): [number, number, number, number] => {
    const i = (Math.floor(y) * image.width + Math.floor(x)) * 4;
    return [pixels[i]!, pixels[i + 1]!, pixels[i + 2]!, pixels[i + 3]!];
  };
  return {
    width: image.width,
    height: image.height,
    pixel: at,
    count(color, rect = { x: 0, y: 0, w: image.width, h: image.height }, tolerance = 8) {
      const [r, g, b] = hexToRgb(color);
      let n = 0;
      for (let y = rect.y; y < rect.y + rect.h; y++) {
        for (let x = rect.x; x < rect.x + rect.w; x++) {
          const [pr, pg, pb] = at(x, y);
          if (Math.abs(pr - r) <= tolerance && Math.abs(pg - g) <= tolerance && Math.abs(pb - b) <= tolerance) n++;
        }
      }
      return n;
    },
  };
}

function expect8Signature(data: Buffer): void {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (!signature.every((byte, i) => data[i] === byte)) throw new Error('not a PNG');
}
