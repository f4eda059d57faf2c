import { downloadCsv } from './download-csv';

/** The blob's text with its byte-order mark kept (FileReader.readAsText would drop it). */
function bytesAsText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

describe('downloadCsv', () => {
  const created: Blob[] = [];
  beforeEach(() => {
    created.length = 0;
    URL.createObjectURL = jest.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:csv';
    });
    URL.revokeObjectURL = jest.fn();
  });

  it('clicks a download link to a CSV file of the rows, then removes it', async () => {
    const clicks: Array<{ href: string; download: string }> = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push({ href: this.getAttribute('href') ?? '', download: this.download });
    });
    try {
      downloadCsv('devices.csv', [
        ['Device', 'Visits'],
        ['mobile', 3],
      ]);
      expect(clicks).toEqual([{ href: 'blob:csv', download: 'devices.csv' }]);
      expect(document.querySelector('a[download]')).toBeNull();
      expect(created[0]?.type).toBe('text/csv;charset=utf-8');
      expect(await bytesAsText(created[0]!)).toBe('\ufeffDevice,Visits\r\nmobile,3');
    } finally {
      click.mockRestore();
    }
  });
});
