/**
 * The colour arithmetic of the accessible theme (issue 14, defect 14), without antd: the login
 * page (no component kit) colours itself with it, and accessibleTheme builds antd's theme on it.
 */

/** antd's default primary is #1677ff (4.1:1 on white); its next shade is blue-7. */
export const DEFAULT_PRIMARY = '#0958d9';

/** The least contrast of normal text to its background (WCAG 2.x AA). */
export const AA_TEXT = 4.5;

const rgbOf = (hex: string): [number, number, number] => {
  let h = hex.replace('#', '');
  if (h.length === 3) h = [...h].map((c) => c + c).join('');
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
};
const hexOf = (rgb: readonly number[]) =>
  `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
const luminance = (hex: string) => {
  const [r, g, b] = rgbOf(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** The WCAG contrast ratio of two #rgb/#rrggbb colours. */
export function contrastRatio(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

/**
 * A company's brand colour as the primary: itself when its text on white (and white text on
 * it, the same ratio) reaches AA, else darkened in small steps toward black until it does.
 */
export function accessiblePrimary(color: string): string {
  const rgb = rgbOf(color);
  for (let k = 0; k <= 100; k += 2) {
    const c = hexOf(rgb.map((v) => v * (1 - k / 100)));
    if (contrastRatio(c, '#ffffff') >= AA_TEXT) return c;
  }
  return '#000000';
}

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The company's colour from the session (its own, else the platform's), when it is a #hex. */
export function brandColour(s: {
  companyInfo?: { theme?: string } | null;
  platformConfig?: { theme?: string } | null;
}): string | undefined {
  const theme = s.companyInfo?.theme || s.platformConfig?.theme || '';
  return HEX_COLOR.test(theme) ? theme : undefined;
}

/** The primary colour for a company's colour (none: the default blue), at AA on white. */
export function primaryColour(brand: string | undefined): string {
  return brand ? accessiblePrimary(brand) : DEFAULT_PRIMARY;
}
