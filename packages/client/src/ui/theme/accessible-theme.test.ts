import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { AA_TEXT, accessiblePrimary, contrastRatio } from './accessible-colour.ts';
import { accessibleTheme } from './accessible-theme.ts';

/** rgba(0,0,0,a) over white as #rrggbb. */
const overWhite = (c: string) => {
  const m = /rgba\(0,\s*0,\s*0,\s*([\d.]+)\)/.exec(c);
  if (!m) return c;
  const v = Math.round(255 * (1 - Number(m[1])));
  return `#${v.toString(16).padStart(2, '0').repeat(3)}`;
};

describe('the accessible antd theme', () => {
  it('antd defaults were below AA (what defect 14 measured)', () => {
    const d = theme.getDesignToken();
    expect(contrastRatio(d.colorPrimary, '#ffffff')).toBeLessThan(AA_TEXT);
    expect(contrastRatio(overWhite(d.colorTextDescription), '#ffffff')).toBeLessThan(AA_TEXT);
    expect(contrastRatio(d.green7, d.green1)).toBeLessThan(AA_TEXT);
  });

  it('every text token reaches 4.5:1 on white, and every preset tag on its own background', () => {
    const t = theme.getDesignToken(accessibleTheme());
    for (const k of [
      'colorPrimary',
      'colorLink',
      'colorPrimaryText',
      'colorTextSecondary',
      'colorTextTertiary',
      'colorTextDescription',
      'colorTextPlaceholder',
      'colorSuccessText',
      'colorWarningText',
      'colorErrorText',
      'colorError',
      'colorInfoText',
    ] as const)
      expect(contrastRatio(overWhite(t[k]), '#ffffff'), k).toBeGreaterThanOrEqual(AA_TEXT);
    const presets = [
      ...['blue', 'green', 'red', 'orange', 'gold', 'geekblue', 'purple', 'cyan'],
      ...['volcano', 'magenta', 'lime', 'yellow'],
    ] as const;
    for (const c of presets) {
      const text = t[`${c}7`];
      const bg = t[`${c}1`];
      expect(contrastRatio(text, bg), c).toBeGreaterThanOrEqual(AA_TEXT);
    }
    // White text on a primary button.
    expect(contrastRatio('#ffffff', t.colorPrimary)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it("darkens a company's light colour until it reaches AA, and keeps a dark one", () => {
    for (const c of ['#1677ff', '#52c41a', '#faad14', '#ff7a45', '#13c2c2']) {
      const p = accessiblePrimary(c);
      expect(contrastRatio(p, '#ffffff'), c).toBeGreaterThanOrEqual(AA_TEXT);
      expect(contrastRatio(p, '#ffffff'), c).toBeLessThan(AA_TEXT + 1);
    }
    expect(accessiblePrimary('#003eb3')).toBe('#003eb3');
    expect(theme.getDesignToken(accessibleTheme('#13c2c2')).colorPrimary).toBe(
      accessiblePrimary('#13c2c2'),
    );
  });
});
