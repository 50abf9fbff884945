/** The chart colors: navy and brass first, then success, danger, violet and slate (style of chart-impl.tsx). */
export const PALETTE = ['#1e3a66', '#b08d57', '#067647', '#b42318', '#6941c6', '#475467'] as const;

/** Named tones for bands, markers and tracks, from the app's theme (styles/app.css). */
export const TONE = {
  navy: '#1e3a66',
  navyLight: '#93a9cc',
  brass: '#b08d57',
  brassLight: '#e6d5b3',
  success: '#067647',
  successLight: '#a6e3c2',
  danger: '#b42318',
  dangerLight: '#f4b8b1',
  warning: '#93370d',
  slate: '#475467',
  track: '#ece8df',
  line: '#e3ded3',
  ink: '#14213a',
  muted: '#475467',
} as const;

export const colorAt = (i: number, given?: string): string => given ?? PALETTE[i % PALETTE.length] ?? TONE.navy;
