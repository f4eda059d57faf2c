import { readFileSync } from 'node:fs';
import path from 'node:path';
import { styleElementText, usedCss } from './page-css';

const markup = (...classes: string[]) => classes.map((c) => `<div class="${c}"></div>`).join('');

describe('usedCss', () => {
  it('keeps the rules whose classes are all on the page, and only their matching selectors', () => {
    const css = '.a{color:red}.b{color:blue}.a .b{margin:0}.a,.c{padding:0}.a.c{top:0}';
    expect(usedCss(css, markup('a'))).toBe('.a{color:red}.a{padding:0}');
    expect(usedCss(css, markup('a', 'b'))).toBe('.a{color:red}.b{color:blue}.a .b{margin:0}.a{padding:0}');
  });

  it('reads every class of a class attribute', () => {
    expect(usedCss('.x.y{color:red}', '<p class="  x   y ">')).toBe('.x.y{color:red}');
  });

  it('keeps rules that need no class, and pseudo-classes and attributes of kept classes', () => {
    const css =
      'body{margin:0}*{box-sizing:border-box}.a:hover{color:red}.a[data-kind=error]{color:blue}.a::after{content:"+"}';
    expect(usedCss(css, markup('a'))).toBe(css);
  });

  it('does not ask for classes inside :not(), :is() and the like, nor inside attribute values', () => {
    expect(usedCss('.a:not(.z){color:red}.a[title=".z"]{color:blue}', markup('a'))).toBe(
      '.a:not(.z){color:red}.a[title=".z"]{color:blue}',
    );
  });

  it('prunes inside @media and @container, and drops a block left empty', () => {
    const css =
      '@media (max-width:600px){.a{color:red}.b{color:blue}}@container page (max-width:480px){.b{margin:0}}';
    expect(usedCss(css, markup('a'))).toBe('@media (max-width:600px){.a{color:red}}');
  });

  it('keeps keyframes only when a kept rule names them', () => {
    const css =
      '.a{animation:spin 1s}.b{animation:fade-in 1s}@keyframes spin{to{transform:rotate(1turn)}}@keyframes fade-in{from{opacity:0}}@keyframes fade{from{opacity:0}}';
    expect(usedCss(css, markup('a'))).toBe(
      '.a{animation:spin 1s}@keyframes spin{to{transform:rotate(1turn)}}',
    );
    expect(usedCss(css, markup('b'))).toBe('.b{animation:fade-in 1s}@keyframes fade-in{from{opacity:0}}');
  });

  it('keeps other at-rules, and reads strings and comments without being misled', () => {
    const css = '@charset "utf-8";/* .b{} */.a::after{content:"}{;"}@font-face{font-family:X;src:local(X)}';
    expect(usedCss(css, markup('a'))).toBe(
      '@charset "utf-8";.a::after{content:"}{;"}@font-face{font-family:X;src:local(X)}',
    );
  });

  it("cuts the page stylesheet down to a page's elements", () => {
    const css = readFileSync(path.join(__dirname, 'page.css'), 'utf8');
    const used = usedCss(css, markup('ffp-body', 'ffp-page', 'ffp-page__inner', 'ffp-el', 'ffp-headline'));
    expect(used).toMatch(/\.ffp-headline\s*\{/);
    expect(used).toMatch(/\.ffp-page\s*\{/);
    expect(used).not.toContain('.ffp-pricing');
    expect(used).not.toContain('ffp-spin');
    expect(used.length).toBeLessThan(css.length / 5);
  });
});

describe('styleElementText', () => {
  it('cannot end the style element early', () => {
    expect(styleElementText('.a{content:"</style><script>"}')).toBe('.a{content:"<\\/style><script>"}');
  });
});
