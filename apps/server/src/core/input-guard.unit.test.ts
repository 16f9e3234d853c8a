import { describe, expect, it } from 'vitest';
import {
  isCleanInput,
  isCleanString,
  MAX_INPUT_DEPTH,
  multipartBoundaryOk,
} from './input-guard.ts';

describe('the input guard', () => {
  it('refuses NUL and lone surrogates, keeps every well-formed string', () => {
    expect(isCleanString('培训 ok 😀')).toBe(true);
    expect(isCleanString('a\u0000x')).toBe(false);
    expect(isCleanString('a\ud800x')).toBe(false);
    expect(isCleanString('\udc00')).toBe(false);
    expect(isCleanString('\ud83d\ude00')).toBe(true);
  });

  it('walks values and keys at every depth, and refuses nesting past the limit', () => {
    expect(isCleanInput({ a: [1, { b: 'x' }], c: null })).toBe(true);
    expect(isCleanInput({ a: [1, { b: 'x\u0000' }] })).toBe(false);
    expect(isCleanInput({ ['k\ud800']: 1 })).toBe(false);
    expect(isCleanInput(['ok', ['\udfff']])).toBe(false);
    let deep: unknown = 'x';
    for (let i = 0; i < MAX_INPUT_DEPTH - 1; i++) deep = [deep];
    expect(isCleanInput(deep)).toBe(true);
    for (let i = 0; i < 100_000; i++) deep = { d: deep };
    expect(isCleanInput(deep)).toBe(false);
    expect(isCleanInput(new Uint8Array([0, 1]))).toBe(true);
  });

  it('takes only the boundaries RFC 2046 allows', () => {
    expect(multipartBoundaryOk('multipart/form-data; boundary=----abc123')).toBe(true);
    expect(multipartBoundaryOk('multipart/form-data; boundary="a b:c"')).toBe(true);
    expect(multipartBoundaryOk('multipart/form-data')).toBe(false);
    expect(multipartBoundaryOk('multipart/form-data; boundary=')).toBe(false);
    expect(multipartBoundaryOk(`multipart/form-data; boundary=${'x'.repeat(71)}`)).toBe(false);
    expect(multipartBoundaryOk(`multipart/form-data; boundary=${'x'.repeat(70)}`)).toBe(true);
    expect(multipartBoundaryOk(undefined)).toBe(false);
  });
});
