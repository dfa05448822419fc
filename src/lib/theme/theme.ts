/** Colour themes a user can choose; without a choice the system preference decides (CSS). */
export const THEMES = ['light', 'dark', 'contrast'] as const;
export type Theme = (typeof THEMES)[number];
export const THEME_COOKIE = 'ctg_theme';

export function isTheme(value: unknown): value is Theme {
  return THEMES.includes(value as Theme);
}
