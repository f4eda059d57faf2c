import { formatFileSize } from './format-file-size';

describe('formatFileSize (000 §9: Bytes/KB/MB/GB, base 1024)', () => {
  it.each([
    [0, '0 Bytes'],
    [1, '1 Bytes'],
    [512, '512 Bytes'],
    [1023, '1023 Bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1500, '1.46 KB'],
    [10 * 1024 + 10, '10.01 KB'],
    [1024 * 1024, '1 MB'],
    [5 * 1024 * 1024, '5 MB'],
    [2.25 * 1024 * 1024, '2.25 MB'],
    [1024 ** 3, '1 GB'],
    [3.5 * 1024 ** 3, '3.5 GB'],
    [1024 ** 4, '1024 GB'],
  ])('%d bytes → %s', (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected);
  });

  it('says 1 MB, not 1024 KB, when a size rounds up to the next unit', () => {
    expect(formatFileSize(1024 * 1024 - 1)).toBe('1 MB');
    expect(formatFileSize(1024 ** 3 - 1)).toBe('1 GB');
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY, 0.4])('%p reads as 0 Bytes', (bytes) => {
    expect(formatFileSize(bytes)).toBe('0 Bytes');
  });

  it('keeps bytes whole', () => {
    expect(formatFileSize(12.7)).toBe('13 Bytes');
    expect(formatFileSize(1023.6)).toBe('1 KB');
  });
});
