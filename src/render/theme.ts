// The one visual theme: Discord's dark background, high contrast, sizes readable on a phone.

export const FONT_FAMILY = 'Salvo Sans';
export const MONO_FAMILY = 'Salvo Mono';

export const theme = {
  background: '#313338',
  panel: '#2b2d31',
  panelBorder: '#4e5058',
  text: '#f2f3f5',
  mutedText: '#b5bac1',
  accent: '#5865f2',
  good: '#23a55a',
  warn: '#f0b232',
  bad: '#f23f43',
  destroyed: '#1e1f22',
  highlight: '#fee75c',
  /** Fill colours for categories (component kinds, locations), distinguishable for common colour-blindness. */
  palette: ['#4ea1ff', '#f5a623', '#7ed321', '#bd10e0', '#50e3c2', '#e86a5c', '#b8e986', '#9b9b9b'],
  fontSize: { title: 28, label: 18, small: 14 },
  padding: 16,
} as const;

export type Theme = typeof theme;
