import { screen } from '@testing-library/react';
import { renderWithApp } from '../../../test/render';
import '../../../test/timeouts';
import { ExportLeadsButton, exportUrl } from './ExportLeadsButton';

describe('export address', () => {
  it('is the bare path without a filter', () => {
    expect(exportUrl()).toBe('/api/leads/export.csv');
    expect(exportUrl({ search: '  ', status: null, score: null, source: null })).toBe(
      '/api/leads/export.csv',
    );
  });

  it('carries the filter and order as the list’s query parameters', () => {
    expect(
      exportUrl(
        { search: ' jane & co ', status: 'follow_up', score: 'high', source: 'Webinar' },
        'score',
        'asc',
      ),
    ).toBe(
      '/api/leads/export.csv?search=jane+%26+co&status=follow-up&score=high&source=Webinar&sort=score&order=asc',
    );
    expect(exportUrl({ source: '' })).toBe('/api/leads/export.csv?source=');
    expect(exportUrl({ optIn: 'pending' })).toBe('/api/leads/export.csv?optIn=pending');
  });
});

it('is a download link for the current filter', () => {
  renderWithApp(
    <ExportLeadsButton filter={{ status: 'converted', search: 'acme' }} sort="createdAt" order="desc" />,
  );
  const link = screen.getByText('Export CSV').closest('a');
  expect(link).toHaveAttribute(
    'href',
    '/api/leads/export.csv?search=acme&status=converted&sort=createdAt&order=desc',
  );
  expect(link).toHaveAttribute('download');
});
