import type { Config } from 'tailwindcss';

/** Brand palette and type: deep harbor blue for actions, brass for accents, linen backgrounds. */
export default {
  content: ['./client/index.html', './client/src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        ink: { DEFAULT: '#1b232c', soft: '#3d4752', muted: '#56606b' },
        harbor: {
          50: '#eef5f7',
          100: '#d6e7ec',
          200: '#aecfd9',
          600: '#22596a',
          700: '#1b4a59',
          800: '#153a46',
          900: '#0f2a33',
        },
        brass: { 100: '#f4ead9', 300: '#ddbf8a', 500: '#b8873b', 700: '#7a5520' },
        linen: { DEFAULT: '#faf8f4', dark: '#f1ece3' },
        line: '#e4ddd1',
      },
      fontFamily: {
        sans: ['system-ui', '-apple-system', '"Segoe UI"', 'Roboto', '"Helvetica Neue"', 'Arial', 'sans-serif'],
        serif: ['"Iowan Old Style"', '"Palatino Linotype"', 'Palatino', 'Georgia', 'serif'],
      },
      maxWidth: { content: '72rem', prose: '44rem' },
      boxShadow: {
        card: '0 1px 2px rgba(27,35,44,0.06), 0 4px 16px rgba(27,35,44,0.06)',
        header: '0 2px 12px rgba(27,35,44,0.10)',
      },
    },
  },
} satisfies Config;
