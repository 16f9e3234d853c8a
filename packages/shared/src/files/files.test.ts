import { describe, expect, it } from 'vitest';
import { translateRef } from '../errors/index.ts';
import { checkImageSize, checkUpload, fileExtension, readImageSize } from './index.ts';

const png = (w: number, h: number) => {
  const b = new Uint8Array(33);
  b.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(b.buffer).setUint32(16, w);
  new DataView(b.buffer).setUint32(20, h);
  return b;
};

describe('upload rules', () => {
  it('refuses a wrong format, size 0 and too large with the catalogue messages', () => {
    const en = (ref: string | null) => (ref ? translateRef(ref, 'en-US') : null);
    expect(en(checkUpload('video', 'a.mkv', 10))).toBe(
      'Unsupported file format; supported: mp4, avi, mov, wmv, rm, rmvb, flv',
    );
    expect(en(checkUpload('document', 'a.PDF', 0))).toBe('The file size cannot be 0');
    expect(en(checkUpload('document', 'a.docx', 100 * 1024 * 1024 + 1))).toBe(
      'The file cannot be larger than 100MB',
    );
    expect(checkUpload('document', 'a.docx', 100 * 1024 * 1024)).toBeNull();
    expect(en(checkUpload('package', 'a.zip', 1024 ** 3 + 1))).toBe(
      'The file cannot be larger than 1GB',
    );
    expect(en(checkUpload('cover', 'a.gif', 10))).toBe(
      'Unsupported file format; supported: jpg, jpeg, png',
    );
    expect(checkUpload('video', 'lecture.RMVB', 10)).toBeNull();
    expect(fileExtension('noext')).toBe('');
    expect(fileExtension('a.tar.GZ')).toBe('gz');
  });

  it('reads PNG, GIF and JPEG sizes and checks covers', () => {
    expect(readImageSize(png(130, 130))).toEqual({ width: 130, height: 130 });
    const gif = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 4, 1, 150, 0]);
    expect(readImageSize(gif)).toEqual({ width: 260, height: 150 });
    // SOI, an APP0 segment of 16 bytes, then SOF0 with height 150 and width 260.
    const jpeg = new Uint8Array([
      0xff,
      0xd8,
      0xff,
      0xe0,
      0,
      16,
      ...new Array<number>(14).fill(0),
      0xff,
      0xc0,
      0,
      17,
      8,
      0,
      150,
      1,
      4,
      3,
      0,
      0,
      0,
    ]);
    expect(readImageSize(jpeg)).toEqual({ width: 260, height: 150 });
    expect(readImageSize(new Uint8Array([1, 2, 3]))).toBeNull();
    expect(checkImageSize('cover', { width: 260, height: 150 })).toBeNull();
    expect(translateRef(checkImageSize('cover', { width: 100, height: 100 })!, 'zh-CN')).toBe(
      '图片尺寸必须为 130x130, 260x150 像素',
    );
    expect(checkImageSize('image', { width: 1, height: 1 })).toBeNull();
  });
});
