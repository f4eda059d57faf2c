import { SKIP, chunk, guessField, guessMapping, mapRecords, remap } from './csv-mapping';

describe('guessing the lead field of a CSV column', () => {
  it.each([
    ['Email', 'email'],
    ['E-mail', 'email'],
    ['email_address', 'email'],
    ['  EMAIL Address ', 'email'],
    ['First Name', 'firstName'],
    ['first_name', 'firstName'],
    ['FirstName', 'firstName'],
    ['Given name', 'firstName'],
    ['Last Name', 'lastName'],
    ['surname', 'lastName'],
    ['Phone Number', 'phone'],
    ['Mobile', 'phone'],
    ['Company Name', 'company'],
    ['Organisation', 'company'],
    ['Lead Source', 'source'],
    ['Lead Status', 'status'],
    ['Score', 'score'],
    ['Tags', 'tags'],
    ['Date Added', SKIP],
    ['Notes', SKIP],
    ['', SKIP],
  ])('%j → %s', (header, field) => {
    expect(guessField(header)).toBe(field);
  });

  it('gives a field to the first column that names it and skips the others', () => {
    expect(guessMapping(['Email', 'Work Email', 'First Name', 'Full Name', 'first_name'])).toEqual([
      'email',
      SKIP,
      'firstName',
      SKIP,
      SKIP,
    ]);
  });

  it('reads back the columns of an export', () => {
    expect(
      guessMapping([
        'First Name',
        'Last Name',
        'Email',
        'Phone',
        'Company',
        'Source',
        'Status',
        'Score',
        'Tags',
        'Date Added',
      ]),
    ).toEqual([
      'firstName',
      'lastName',
      'email',
      'phone',
      'company',
      'source',
      'status',
      'score',
      'tags',
      SKIP,
    ]);
  });
});

describe('changing the mapping', () => {
  it('moves a field to the chosen column, skipping the column that had it', () => {
    expect(remap(['email', 'firstName', SKIP], 2, 'email')).toEqual([SKIP, 'firstName', 'email']);
    expect(remap(['email', 'firstName', SKIP], 0, SKIP)).toEqual([SKIP, 'firstName', SKIP]);
  });
});

describe('mapping records to import rows', () => {
  it('keeps the row numbers and the mapped, non-empty cells only', () => {
    const rows = mapRecords(
      [
        { rowNumber: 1, cells: [' ada@acme.io ', 'Ada', 'note'] },
        { rowNumber: 3, cells: ['grace@acme.io', '  '] },
      ],
      ['email', 'firstName', SKIP],
    );
    expect(rows).toEqual([
      { rowNumber: 1, email: 'ada@acme.io', firstName: 'Ada' },
      { rowNumber: 3, email: 'grace@acme.io' },
    ]);
  });

  it('splits rows into chunks', () => {
    expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunk([], 500)).toEqual([]);
  });
});
