import { createRequire } from 'node:module';
import path from 'node:path';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import type * as FaceApiModule from '@vladmandic/face-api/dist/face-api.node-wasm.js';
import type * as TfModule from '@tensorflow/tfjs';
import type * as TfWasmModule from '@tensorflow/tfjs-backend-wasm';

/**
 * The built-in face engine's work (run in the face worker thread, face-worker.ts): decode a
 * JPEG or PNG in plain JavaScript, find the faces with face-api's SSD MobileNet v1 detector, and
 * describe each with its 68-point landmarks and 128-number descriptor (dlib's ResNet-34 face
 * recognition model as face-api ships it). Everything runs on TensorFlow.js's WebAssembly
 * backend; the .wasm files and the model weights are read from the installed npm packages,
 * nothing is downloaded (docs/decisions.md, "Face recognition"). Only erasable TypeScript here.
 */

const require = createRequire(import.meta.url);

/** One face found in a photo: its descriptor, the detector's confidence and where it is. */
export interface FoundFace {
  descriptor: number[];
  score: number;
  /**
   * Which way the head is turned: how far the nose tip sits sideways from the middle of the
   * eyes, in eye distances (0 facing the camera; the sign tells left from right).
   */
  yaw: number;
  box: { x: number; y: number; width: number; height: number };
}

export type FaceReading =
  | { ok: true; width: number; height: number; faces: FoundFace[] }
  | { ok: false; reason: 'unreadable' };

/** Photos larger than this are refused as unreadable (a 24 MP photo is 72 MB of pixels). */
const MAX_MEGAPIXELS = 24;
/** The detector's least confidence for a face (face-api's default for SSD MobileNet v1). */
const MIN_CONFIDENCE = 0.5;

interface Pixels {
  width: number;
  height: number;
  /** RGB, 3 bytes a pixel. */
  rgb: Uint8Array;
}

/** Decodes a JPEG or PNG (told apart by their signatures) into RGB; undefined when neither. */
export function decodeImage(data: Uint8Array): Pixels | undefined {
  try {
    if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) {
      const img = jpeg.decode(data, {
        useTArray: true,
        formatAsRGBA: false,
        maxResolutionInMP: MAX_MEGAPIXELS,
        maxMemoryUsageInMB: 512,
      });
      return { width: img.width, height: img.height, rgb: img.data };
    }
    if (data[0] === 0x89 && data[1] === 0x50 && data[2] === 0x4e && data[3] === 0x47) {
      const png = PNG.sync.read(Buffer.from(data.buffer, data.byteOffset, data.byteLength));
      if (png.width * png.height > MAX_MEGAPIXELS * 1e6) return undefined;
      const rgb = new Uint8Array(png.width * png.height * 3);
      for (let i = 0, j = 0; i < png.data.length; i += 4, j += 3) {
        rgb[j] = png.data[i]!;
        rgb[j + 1] = png.data[i + 1]!;
        rgb[j + 2] = png.data[i + 2]!;
      }
      return { width: png.width, height: png.height, rgb };
    }
  } catch {
    return undefined;
  }
  return undefined;
}

type FaceApi = typeof FaceApiModule;
type Tf = typeof TfModule;

let loaded: Promise<{ tf: Tf; faceapi: FaceApi }> | undefined;

/** Loads TensorFlow.js's wasm backend and the three models once per thread. */
function loadModels() {
  loaded ??= (async () => {
    const tf = require('@tensorflow/tfjs') as Tf;
    const wasm = require('@tensorflow/tfjs-backend-wasm') as typeof TfWasmModule;
    const faceapi = require('@vladmandic/face-api/dist/face-api.node-wasm.js') as FaceApi;
    const wasmDir = path.join(
      path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm/package.json')),
      'dist',
    );
    // false: Emscripten reads the .wasm from disk itself (true would fetch() a URL).
    wasm.setWasmPaths(`${wasmDir}${path.sep}`, false);
    await tf.setBackend('wasm');
    await tf.ready();
    const modelDir = path.join(
      path.dirname(require.resolve('@vladmandic/face-api/package.json')),
      'model',
    );
    await faceapi.nets.ssdMobilenetv1.loadFromDisk(modelDir);
    await faceapi.nets.faceLandmark68Net.loadFromDisk(modelDir);
    await faceapi.nets.faceRecognitionNet.loadFromDisk(modelDir);
    return { tf, faceapi };
  })();
  return loaded;
}

/** Finds and describes the faces of a photo. */
export async function readFaces(data: Uint8Array): Promise<FaceReading> {
  const pixels = decodeImage(data);
  if (!pixels || pixels.width < 32 || pixels.height < 32)
    return { ok: false, reason: 'unreadable' };
  const { tf, faceapi } = await loadModels();
  const tensor = tf.tensor3d(pixels.rgb, [pixels.height, pixels.width, 3], 'int32');
  try {
    const found = await faceapi
      .detectAllFaces(
        tensor as unknown as Parameters<FaceApi['detectAllFaces']>[0],
        new faceapi.SsdMobilenetv1Options({ minConfidence: MIN_CONFIDENCE }),
      )
      .withFaceLandmarks()
      .withFaceDescriptors();
    return {
      ok: true,
      width: pixels.width,
      height: pixels.height,
      faces: found.map((f) => ({
        descriptor: Array.from(f.descriptor),
        score: f.detection.score,
        yaw: yawOf(f.landmarks.positions),
        box: {
          x: f.detection.box.x,
          y: f.detection.box.y,
          width: f.detection.box.width,
          height: f.detection.box.height,
        },
      })),
    };
  } finally {
    tf.dispose(tensor);
  }
}

/** The head's turn from the 68 landmarks: eyes 36-41 and 42-47, nose tip 30. */
function yawOf(points: readonly { x: number; y: number }[]): number {
  const mean = (from: number, to: number) => {
    let x = 0;
    let y = 0;
    for (let i = from; i <= to; i++) {
      x += points[i]!.x;
      y += points[i]!.y;
    }
    return { x: x / (to - from + 1), y: y / (to - from + 1) };
  };
  const left = mean(36, 41);
  const right = mean(42, 47);
  const eyes = Math.hypot(right.x - left.x, right.y - left.y);
  if (!eyes) return 0;
  return (points[30]!.x - (left.x + right.x) / 2) / eyes;
}
