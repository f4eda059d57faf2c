import Papa from 'papaparse';
import type { Cell } from './report-table';

/**
 * Saves rows as a CSV file through a temporary link. Built in the browser: the rows are the
 * ones on screen, a few dozen at most (the leads export, thousands of rows, streams from the api).
 */
export function downloadCsv(fileName: string, rows: Cell[][]): void {
  // A byte-order mark so spreadsheet apps read accented funnel names as UTF-8.
  const blob = new Blob(['\ufeff', Papa.unparse(rows)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
