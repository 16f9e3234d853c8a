import { theme as antdTheme, type ThemeConfig } from 'antd';
import { primaryColour } from './accessible-colour.ts';

/**
 * The antd theme both sites use (issue 14, defect 14): antd's defaults with every text colour
 * at WCAG AA (4.5:1) on its background. antd's own defaults fall short: the primary blue on
 * white 4.1:1, secondary (tertiary/description) grey 3.36:1, the status texts 1.9-3.3:1 and the
 * preset tags' text (`<colour>-7` on `<colour>-1`) as low as 2:1 (green 3.37:1).
 */

/** The text shade of each preset colour a tag shows on its `<colour>-1` background. */
const PRESET_TEXT: Record<string, string> = {
  green7: '#237804', // green-8, 5.44:1 on green-1
  orange7: '#ad4e00', // orange-8, 5.09:1
  gold7: '#874d00', // gold-9
  cyan7: '#006d75', // cyan-8, 5.82:1
  volcano7: '#ad2102', // volcano-8, 6.38:1
  lime7: '#3f6600', // lime-9
  yellow7: '#876800', // yellow-9
};

/**
 * antd's default algorithm with the derived text colours at AA. Palette and status tokens are
 * derived from the seed (antd recomputes them over a plain token override, so the CSS
 * variables kept antd's shades): they are set where antd derives them, in the algorithm.
 */
const accessibleAlgorithm: NonNullable<ThemeConfig['algorithm']> = (seed) => ({
  ...antdTheme.defaultAlgorithm(seed),
  // 0.45 black is 3.36:1 on white; 0.6 is 5.7:1 (5.3:1 on the grey #f5f5f5 of layouts).
  colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
  colorSuccessText: '#237804',
  colorWarningText: '#ad4e00',
  colorErrorText: '#cf1322',
  ...PRESET_TEXT,
});

/** The theme of both sites for a company's colour (a #hex, or none for antd's blue). */
export function accessibleTheme(brand?: string): ThemeConfig {
  const primary = primaryColour(brand);
  return {
    algorithm: accessibleAlgorithm,
    token: {
      colorPrimary: primary,
      colorInfo: primary,
      colorLink: primary,
      // Danger buttons and links are coloured colorError (antd's #ff4d4f is 3.26:1 on white).
      colorError: '#cf1322',
      colorTextDescription: 'rgba(0, 0, 0, 0.6)',
      colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
      // The sites' font list (base.css `--app-font`), not antd's longer one.
      fontFamily: 'var(--app-font)',
    },
  };
}
