/**
 * `@ant-design/icons` for the tests: each icon is loaded when a component first reads it. The
 * package's CommonJS index requires all of its ~850 icons (and their SVG definitions) up front,
 * which every test file paid for in about two seconds; Vite's build tree-shakes them instead.
 * The components and helpers are the package's own.
 */
const fs = require('node:fs');
const path = require('node:path');

const lib = path.dirname(require.resolve('@ant-design/icons/lib/components/Icon'));
const icons = path.join(lib, '..', 'icons');

Object.defineProperty(exports, '__esModule', { value: true });

function lazy(name, load) {
  Object.defineProperty(exports, name, { enumerable: true, configurable: true, get: load });
}

lazy('default', () => require('@ant-design/icons/lib/components/Icon').default);
lazy('IconProvider', () => require('@ant-design/icons/lib/components/Context').default.Provider);
lazy('createFromIconfontCN', () => require('@ant-design/icons/lib/components/IconFont').default);
lazy(
  'getTwoToneColor',
  () => require('@ant-design/icons/lib/components/twoTonePrimaryColor').getTwoToneColor,
);
lazy(
  'setTwoToneColor',
  () => require('@ant-design/icons/lib/components/twoTonePrimaryColor').setTwoToneColor,
);

for (const file of fs.readdirSync(icons)) {
  const match = /^([A-Z]\w+)\.js$/.exec(file);
  if (match) lazy(match[1], () => require(path.join(icons, file)).default);
}
