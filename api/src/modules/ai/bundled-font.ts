/**
 * The caption font: DejaVu Sans Bold from the dejavu-fonts-ttf package, so captions render on a
 * clean machine with no fonts installed; null (Pango's own choice) only if the package is absent.
 */
export function bundledFont(): string | null {
  try {
    return require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');
  } catch {
    return null;
  }
}
