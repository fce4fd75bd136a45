/** Small colour helpers for theme validation and WCAG contrast checks. */

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const RGB =
  /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*(?:0|1|0?\.\d+)\s*)?\)$/i;

/**
 * Parse a CSS colour written as `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb()` or `rgba()`.
 * Alpha is ignored. Anything else (names, `url(...)`, injected CSS) gives `undefined`.
 */
export function parseColor(value: string): Rgb | undefined {
  const text = value.trim();
  const hex = HEX.exec(text);
  if (hex) {
    let digits = hex[1];
    if (digits.length <= 4) {
      digits = digits
        .split('')
        .map((d) => d + d)
        .join('');
    }
    return {
      r: Number.parseInt(digits.slice(0, 2), 16),
      g: Number.parseInt(digits.slice(2, 4), 16),
      b: Number.parseInt(digits.slice(4, 6), 16),
    };
  }
  const rgb = RGB.exec(text);
  if (rgb) {
    const [r, g, b] = [rgb[1], rgb[2], rgb[3]].map(Number);
    if (r > 255 || g > 255 || b > 255) return undefined;
    return { r, g, b };
  }
  return undefined;
}

export function isColor(value: unknown): value is string {
  return typeof value === 'string' && parseColor(value) !== undefined;
}

export function toHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG 2 relative luminance (0 = black, 1 = white). */
export function relativeLuminance(color: string): number {
  const rgb = parseColor(color);
  if (!rgb) throw new Error(`Not a colour: ${color}`);
  return 0.2126 * channel(rgb.r) + 0.7152 * channel(rgb.g) + 0.0722 * channel(rgb.b);
}

/** WCAG 2 contrast ratio between two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** Mix two colours; `amount` 0 gives `from`, 1 gives `to`. */
export function mix(from: string, to: string, amount: number): string {
  const a = parseColor(from);
  const b = parseColor(to);
  if (!a || !b) throw new Error(`Not a colour: ${a ? to : from}`);
  return toHex({
    r: a.r + (b.r - a.r) * amount,
    g: a.g + (b.g - a.g) * amount,
    b: a.b + (b.b - a.b) * amount,
  });
}

/**
 * The first of `candidates` that reaches `minRatio` on `background`; otherwise whichever of
 * the candidates, black and white contrasts most.
 */
export function readableOn(background: string, candidates: string[], minRatio = 7): string {
  const found = candidates.find((c) => contrastRatio(c, background) >= minRatio);
  if (found) return found;
  return [...candidates, '#000000', '#ffffff'].reduce((best, c) =>
    contrastRatio(c, background) > contrastRatio(best, background) ? c : best,
  );
}
