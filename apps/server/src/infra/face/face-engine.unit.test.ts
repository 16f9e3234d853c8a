import { afterAll, describe, expect, it } from 'vitest';
import {
  createBuiltinFaceEngine,
  FACE_MATCH_DISTANCE,
  faceDistance,
  sameFace,
  type FaceReading,
} from './face-engine.ts';
import { facePhoto, noFacePhoto, samplePhoto, secondPhoto } from '../../../test/face-photos.ts';

const engine = createBuiltinFaceEngine();
afterAll(() => engine.close());

function only(reading: FaceReading) {
  if (!reading.ok) throw new Error('unreadable');
  expect(reading.faces).toHaveLength(1);
  return reading.faces[0]!.descriptor;
}

describe('the built-in face engine (face-api on wasm, the package sample photos)', () => {
  it('matches the same person in two photos and tells different people apart', async () => {
    const people = ['amber', 'bella', 'cora'] as const;
    const first = await Promise.all(people.map(async (p) => only(await engine.read(facePhoto(p)))));
    const second = await Promise.all(
      people.map(async (p) => only(await engine.read(secondPhoto(p)))),
    );
    for (let i = 0; i < people.length; i++) {
      expect(first[i]).toHaveLength(128);
      expect(sameFace(first[i]!, second[i]!), `${people[i]}'s two photos`).toBe(true);
      for (let j = 0; j < people.length; j++) {
        if (i === j) continue;
        expect(sameFace(first[i]!, first[j]!), `${people[i]} / ${people[j]}`).toBe(false);
        expect(sameFace(first[i]!, second[j]!), `${people[i]} / ${people[j]}'s second`).toBe(false);
      }
    }
  }, 120_000);

  it('no two faces of the six group photos match (22 different women)', async () => {
    const faces: number[][] = [];
    for (let n = 1; n <= 6; n++) {
      const reading = await engine.read(samplePhoto(n));
      if (!reading.ok) throw new Error('unreadable');
      expect(reading.faces.length).toBeGreaterThanOrEqual(3);
      faces.push(...reading.faces.map((f) => f.descriptor));
    }
    expect(faces).toHaveLength(22);
    let nearest = Infinity;
    for (let i = 0; i < faces.length; i++)
      for (let j = i + 1; j < faces.length; j++)
        nearest = Math.min(nearest, faceDistance(faces[i]!, faces[j]!));
    expect(nearest).toBeGreaterThan(FACE_MATCH_DISTANCE);
  }, 120_000);

  it('finds no face in a photo of a wall, and cannot read what is not a JPEG or PNG', async () => {
    const wall = await engine.read(noFacePhoto());
    expect(wall.ok && wall.faces.length).toBe(0);
    expect(await engine.read(Buffer.from('not a picture'))).toEqual({
      ok: false,
      reason: 'unreadable',
    });
  }, 60_000);
});
