/** The manifest's colours come from the palette when the build copies it. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { browserThemeColor, lightPalette, themedManifest } from '../../../ui/theme/palette';

const source = readFileSync(path.join(process.cwd(), 'public/manifest.webmanifest'), 'utf8');

it('the source names no colour: the palette is the one place colours live', () => {
  expect(source).not.toMatch(/_color|#[0-9a-f]{3,8}\b/i);
});

it('the shipped manifest has the palette’s background and theme colour, and everything else as written', () => {
  const shipped = JSON.parse(themedManifest(source)) as Record<string, unknown>;
  expect(shipped).toMatchObject({ background_color: lightPalette.background, theme_color: browserThemeColor.light });
  expect(shipped).toMatchObject(JSON.parse(source) as Record<string, unknown>);
});
