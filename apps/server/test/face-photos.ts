import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import jpeg from 'jpeg-js';

/**
 * Photos for the face tests, cut from the sample photos @vladmandic/face-api ships
 * (demo/sample1..6.jpg: group photos of 22 different women, none of them in two samples;
 * docs/decisions.md "Face recognition"). A person's "second photo" is another shot of the same
 * face: framed wider, smaller, mirrored and lit differently.
 */
const require = createRequire(import.meta.url);
const DEMO_DIR = path.join(
  path.dirname(require.resolve('@vladmandic/face-api/package.json')),
  'demo',
);

/** Where the detector finds a face in a sample (x, y, width, height in pixels). */
export const SAMPLE_FACES = {
  /** sample1.jpg, left: dark blonde hair, clown make-up. */
  amber: { sample: 1, box: [414, 355, 178, 218] },
  /** sample1.jpg, middle: black hair, purple lips. */
  bella: { sample: 1, box: [838, 421, 187, 227] },
  /** sample3.jpg, left: curly blonde hair. */
  cora: { sample: 3, box: [585, 329, 199, 240] },
} as const;

export type SampleFace = keyof typeof SAMPLE_FACES;

interface Shot {
  /** Space around the face, as a share of its width (default 0.6). */
  margin?: number;
  /** Output size as a share of the source's (default 1). */
  scale?: number;
  mirror?: boolean;
  /** Added to each channel (default 0). */
  light?: number;
}

const decoded = new Map<number, jpeg.UintArrRet>();
function sample(n: number) {
  let img = decoded.get(n);
  if (!img) {
    img = jpeg.decode(fs.readFileSync(path.join(DEMO_DIR, `sample${n}.jpg`)), { useTArray: true });
    decoded.set(n, img);
  }
  return img;
}

export function samplePhoto(n: number): Buffer {
  return fs.readFileSync(path.join(DEMO_DIR, `sample${n}.jpg`));
}

/** A JPEG of one sample face, shot as `shot` says. */
export function facePhoto(face: SampleFace, shot: Shot = {}): Buffer {
  const { sample: n, box } = SAMPLE_FACES[face];
  const img = sample(n);
  const [bx, by, bw, bh] = box;
  const margin = (shot.margin ?? 0.6) * bw;
  const x0 = Math.max(0, Math.round(bx - margin));
  const y0 = Math.max(0, Math.round(by - margin));
  const x1 = Math.min(img.width, Math.round(bx + bw + margin));
  const y1 = Math.min(img.height, Math.round(by + bh + margin));
  const scale = shot.scale ?? 1;
  const width = Math.round((x1 - x0) * scale);
  const height = Math.round((y1 - y0) * scale);
  const data = Buffer.alloc(width * height * 4);
  const light = shot.light ?? 0;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const fx = shot.mirror ? width - 1 - x : x;
      const sx = Math.min(x1 - 1, x0 + Math.floor(fx / scale));
      const sy = Math.min(y1 - 1, y0 + Math.floor(y / scale));
      const si = (sy * img.width + sx) * 4;
      const di = (y * width + x) * 4;
      for (let c = 0; c < 3; c++)
        data[di + c] = Math.max(0, Math.min(255, img.data[si + c]! + light));
      data[di + 3] = 255;
    }
  return jpeg.encode({ data, width, height }, 90).data;
}

/** The same face's other photo: framed wider, at 70%, mirrored and brighter. */
export function secondPhoto(face: SampleFace): Buffer {
  return facePhoto(face, { margin: 1, scale: 0.7, mirror: true, light: 25 });
}

/** A photo with no face in it: a corner of sample1.jpg (the wall and a picture frame). */
export function noFacePhoto(): Buffer {
  const img = sample(1);
  const width = 300;
  const height = 240;
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      for (let c = 0; c < 4; c++)
        data[(y * width + x) * 4 + c] = img.data[(y * img.width + x) * 4 + c]!;
  return jpeg.encode({ data, width, height }, 90).data;
}
