import { cssUrl, isValidButtonLink, safeHref, safeMediaSrc } from './safe-url';

describe('safeHref', () => {
  it.each([
    ['https://example.com', 'https://example.com/'],
    ['http://example.com/a?b=1#c', 'http://example.com/a?b=1#c'],
    ['  https://example.com/x  ', 'https://example.com/x'],
    ['HTTPS://EXAMPLE.COM/Path', 'https://example.com/Path'],
    ['https://example.com/a b', 'https://example.com/a%20b'],
    ['mailto:hi@example.com', 'mailto:hi@example.com'],
    ['tel:+15551234567', 'tel:+15551234567'],
    ['/thank-you', '/thank-you'],
    ['#pricing', '#pricing'],
    ['?ref=abc', '?ref=abc'],
  ])('keeps %p', (input, expected) => {
    expect(safeHref(input)).toBe(expected);
  });

  it.each([
    ['javascript:alert(1)'],
    ['JavaScript:alert(1)'],
    ['  javascript:alert(1)'],
    ['java\tscript:alert(1)'],
    ['java\nscript:alert(1)'],
    ['\u0001javascript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['vbscript:msgbox(1)'],
    ['file:///etc/passwd'],
    ['//evil.example.com'],
    ['/\\evil.example.com'],
    ['http://exa mple.com'],
    ['example.com'],
    [''],
    ['   '],
    [null],
    [undefined],
  ])('drops %p', (input) => {
    expect(safeHref(input)).toBeNull();
  });
});

describe('safeMediaSrc', () => {
  it('keeps http(s) URLs and same-site paths only', () => {
    expect(safeMediaSrc('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(safeMediaSrc('/media/a.png')).toBe('/media/a.png');
    expect(safeMediaSrc('mailto:a@example.com')).toBeNull();
    expect(safeMediaSrc('tel:123')).toBeNull();
    expect(safeMediaSrc('#top')).toBeNull();
    expect(safeMediaSrc('?x=1')).toBeNull();
    expect(safeMediaSrc('data:image/png;base64,AAAA')).toBeNull();
    expect(safeMediaSrc('javascript:alert(1)')).toBeNull();
  });
});

describe('cssUrl', () => {
  it('quotes the URL so it cannot close the url() or the declaration', () => {
    expect(cssUrl('https://cdn.example.com/a.png')).toBe('url("https://cdn.example.com/a.png")');
    expect(cssUrl('/img/a"b\\c.png')).toBe('url("/img/a%22b%5Cc.png")');
    const tricky = cssUrl('https://cdn.example.com/a.png");background:url(x');
    expect(tricky?.startsWith('url("https://cdn.example.com/')).toBe(true);
    expect(tricky?.slice(5, -2)).not.toContain('"');
  });

  it('drops anything that is not an image source', () => {
    expect(cssUrl('javascript:alert(1)')).toBeNull();
    expect(cssUrl('data:image/svg+xml,<svg onload=alert(1)>')).toBeNull();
    expect(cssUrl('')).toBeNull();
  });
});

describe('isValidButtonLink (000 §5: an http URL or a page path)', () => {
  it.each([
    ['https://example.com', true],
    ['http://example.com/x', true],
    ['/checkout', true],
    ['#form', true],
    ['//evil.example.com', false],
    ['javascript:alert(1)', false],
    ['example.com', false],
    ['https://exa mple.com', false],
  ])('%p → %p', (input, expected) => {
    expect(isValidButtonLink(input)).toBe(expected);
  });
});
