/**
 * A caption font (DejaVu Sans Bold unless another face is named) from the dejavu-fonts-ttf
 * package, so captions render on a clean machine with no fonts installed; null (Pango's own
 * choice) only if the package is absent.
 */
export function bundledFont(file = 'DejaVuSans-Bold.ttf'): string | null {
  try {
    return require.resolve(`dejavu-fonts-ttf/ttf/${file}`);
  } catch {
    return null;
  }
}
