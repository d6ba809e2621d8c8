import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import QRCode from 'qrcode';

// What Chromium's fake camera shows: a Y4M video (YUV4MPEG2, 4:2:0) played in a loop by
// `--use-file-for-fake-video-capture`. Written at test time, never committed.

export interface FakeCameraVideo {
  width?: number;
  height?: number;
  frames?: number;
}

/**
 * A Y4M video of a QR code holding `text`, black on white with a quiet zone of four modules,
 * centred; `null` gives a blank white picture (a camera that sees no code). Chroma is neutral (128).
 */
export function qrY4m(text: string | null, { width = 640, height = 480, frames = 5 }: FakeCameraVideo = {}): Buffer {
  if (width % 2 || height % 2) throw new Error('4:2:0 needs an even width and height');
  const luma = Buffer.alloc(width * height, 235);
  if (text !== null) {
    const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
    const quiet = 4;
    const scale = Math.floor((Math.min(width, height) * 0.85) / (modules.size + 2 * quiet));
    if (scale < 2) throw new Error(`a QR of ${modules.size} modules does not fit in ${width}x${height}`);
    const left = Math.floor((width - modules.size * scale) / 2);
    const top = Math.floor((height - modules.size * scale) / 2);
    for (let row = 0; row < modules.size; row += 1) {
      for (let column = 0; column < modules.size; column += 1) {
        if (!modules.get(row, column)) continue;
        for (let y = 0; y < scale; y += 1) luma.fill(16, (top + row * scale + y) * width + left + column * scale, (top + row * scale + y) * width + left + (column + 1) * scale);
      }
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n', 'latin1'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F30:1 Ip A1:1 C420jpeg\n`, 'latin1');
  return Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]);
}

/** Writes `qrY4m(text)` to `file` (its folder made) and returns the path. */
export function writeQrY4m(file: string, text: string | null, video?: FakeCameraVideo): string {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, qrY4m(text, video));
  return file;
}

/** Chromium's switches for a camera that plays `file`, allowed without a prompt. */
export function fakeCameraArgs(file: string): string[] {
  return ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${file}`];
}
