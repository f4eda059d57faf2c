import {
  boxStyle,
  compact,
  fontStack,
  pageBackgroundStyle,
  safeBackground,
  safeColor,
  safeLength,
  safeLengths,
  textStyle,
  widthValue,
} from './css';

const HOSTILE = [
  'url(javascript:alert(1))',
  'expression(alert(1))',
  'red;background:url(x)',
  'red; }</style><script>alert(1)</script>',
  '#fff;position:fixed',
  'var(--x)',
  'rgb(0,0,0);background:url(x)',
];

describe('safeColor', () => {
  it.each([
    '#fff',
    '#3b82f6',
    '#3b82f680',
    'rgb(0, 0, 0)',
    'rgba(0,0,0,0.5)',
    'rgb(0 0 0 / 50%)',
    'hsl(210, 50%, 40%)',
    'white',
    'transparent',
  ])('keeps %p', (value) => {
    expect(safeColor(value)).toBe(value);
  });

  it.each([...HOSTILE, '', '  ', 'linear-gradient(red, blue)', '#ggg'])('drops %p', (value) => {
    expect(safeColor(value)).toBeUndefined();
  });

  it('trims and tolerates missing values', () => {
    expect(safeColor('  #000 ')).toBe('#000');
    expect(safeColor(undefined)).toBeUndefined();
    expect(safeColor(null)).toBeUndefined();
  });
});

describe('safeBackground', () => {
  it('keeps colours and linear/radial gradients', () => {
    expect(safeBackground('#111')).toBe('#111');
    expect(safeBackground('linear-gradient(135deg, #667eea 0%, rgb(118, 75, 162) 100%)')).toBe(
      'linear-gradient(135deg, #667eea 0%, rgb(118, 75, 162) 100%)',
    );
    expect(safeBackground('radial-gradient(circle, red, blue)')).toBe('radial-gradient(circle, red, blue)');
  });

  it.each([...HOSTILE, 'linear-gradient(red, url(x))', 'linear-gradient(red, blue); color: red', 'url(x)'])(
    'drops %p',
    (value) => {
      expect(safeBackground(value)).toBeUndefined();
    },
  );
});

describe('lengths', () => {
  it('reads one to four lengths; bare numbers are pixels', () => {
    expect(safeLengths('8px')).toBe('8px');
    expect(safeLengths('12px 24px')).toBe('12px 24px');
    expect(safeLengths('8px 0')).toBe('8px 0');
    expect(safeLengths('1px 2px 3px 4px')).toBe('1px 2px 3px 4px');
    expect(safeLengths('16')).toBe('16px');
    expect(safeLengths(12)).toBe('12px');
    expect(safeLengths('auto')).toBe('auto');
    expect(safeLengths('1em 2rem')).toBe('1em 2rem');
  });

  it.each([
    '1px 2px 3px 4px 5px',
    'expression(1)',
    '1px;background:url(x)',
    'calc(100% - 1px)',
    'url(x)',
    '',
  ])('drops %p', (value) => {
    expect(safeLengths(value)).toBeUndefined();
  });

  it('safeLength reads a single length only', () => {
    expect(safeLength('24px')).toBe('24px');
    expect(safeLength('50%')).toBe('50%');
    expect(safeLength(8)).toBe('8px');
    expect(safeLength(Number.NaN)).toBeUndefined();
    expect(safeLength('1px 2px')).toBeUndefined();
    expect(safeLength('expression(1)')).toBeUndefined();
  });

  it('widthValue understands auto, full, fit and lengths (000 §9)', () => {
    expect(widthValue('full')).toBe('100%');
    expect(widthValue('fit')).toBe('fit-content');
    expect(widthValue('auto')).toBe('auto');
    expect(widthValue('50%')).toBe('50%');
    expect(widthValue('300px')).toBe('300px');
    expect(widthValue('url(x)')).toBeUndefined();
    expect(widthValue(undefined)).toBeUndefined();
  });
});

describe('textStyle', () => {
  it('maps the style fields to CSS and drops unsafe values', () => {
    expect(
      compact(
        textStyle({
          fontFamily: 'Georgia',
          fontSize: '20px',
          fontWeight: 'bold',
          fontStyle: 'italic',
          textDecoration: 'underline',
          textAlign: 'center',
          color: '#222',
        }),
      ),
    ).toEqual({
      fontFamily: fontStack('Georgia'),
      fontSize: '20px',
      fontWeight: 'bold',
      fontStyle: 'italic',
      textDecoration: 'underline',
      textAlign: 'center',
      color: '#222',
    });
    expect(
      compact(
        textStyle({
          fontFamily: 'Comic Sans; x',
          fontSize: 'expression(1)',
          fontWeight: '950',
          fontStyle: 'oblique;x',
          textAlign: 'center;background:url(x)',
          color: 'red;background:url(x)',
        }),
      ),
    ).toEqual({});
  });
});

describe('boxStyle', () => {
  it('maps spacing, background, border and width', () => {
    expect(
      compact(
        boxStyle({
          padding: '8px',
          margin: '8px 0',
          backgroundColor: '#fafafa',
          borderRadius: '6px',
          borderWidth: '2px',
          borderColor: '#ddd',
          width: 'full',
          textAlign: 'right',
        }),
      ),
    ).toEqual({
      padding: '8px',
      margin: '8px 0',
      backgroundColor: '#fafafa',
      borderRadius: '6px',
      borderWidth: '2px',
      borderStyle: 'solid',
      borderColor: '#ddd',
      width: '100%',
      maxWidth: '100%',
      textAlign: 'right',
    });
  });

  it('draws a gradient background colour as a background image', () => {
    expect(compact(boxStyle({ backgroundColor: 'linear-gradient(red, blue)' }))).toEqual({
      backgroundImage: 'linear-gradient(red, blue)',
    });
  });

  it('skips the keys a renderer applies itself', () => {
    expect(
      compact(
        boxStyle({ padding: '8px', backgroundColor: '#000', width: '50%' }, ['backgroundColor', 'width']),
      ),
    ).toEqual({
      padding: '8px',
    });
  });

  it('drops hostile values everywhere', () => {
    const style = compact(
      boxStyle({
        padding: HOSTILE[1],
        margin: HOSTILE[2],
        backgroundColor: HOSTILE[0],
        borderRadius: 'url(x)',
        borderWidth: 'expression(1)',
        borderColor: HOSTILE[2],
        borderStyle: 'solid;x',
        width: 'url(x)',
        height: HOSTILE[1],
      }),
    );
    expect(style).toEqual({});
  });
});

describe('pageBackgroundStyle', () => {
  it('uses the colour, or the gradient when asked', () => {
    expect(
      pageBackgroundStyle({ color: '#f0f0f0', gradient: 'linear-gradient(red, blue)', useGradient: false }),
    ).toEqual({
      backgroundColor: '#f0f0f0',
    });
    expect(
      pageBackgroundStyle({ color: '#f0f0f0', gradient: 'linear-gradient(red, blue)', useGradient: true }),
    ).toEqual({
      backgroundColor: '#f0f0f0',
      backgroundImage: 'linear-gradient(red, blue)',
    });
  });

  it('falls back to white and ignores unsafe gradients', () => {
    expect(
      pageBackgroundStyle({ color: HOSTILE[0] as string, gradient: 'url(x)', useGradient: true }),
    ).toEqual({
      backgroundColor: '#ffffff',
    });
  });
});
