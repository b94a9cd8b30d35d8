import { describe, expect, it } from 'vitest';
import { adminOnlyAssets, adminPageKey, type Manifest } from './manifest';

/** The shape of the real build: the staff area and the proposal editor load late and reuse the admin page's chunk. */
const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, dynamicImports: ['src/pages/home.tsx', adminPageKey] },
  'src/pages/home.tsx': { file: 'assets/home.js', isDynamicEntry: true, imports: ['index.html', '_shared.js'] },
  '_shared.js': { file: 'assets/shared.js', css: ['assets/shared.css'] },
  [adminPageKey]: {
    file: 'assets/admin-page.js',
    isDynamicEntry: true,
    imports: ['index.html', '_shared.js'],
    dynamicImports: ['src/staff-area.tsx'],
  },
  'src/staff-area.tsx': {
    file: 'assets/staff-area.js',
    css: ['assets/staff-area.css'],
    isDynamicEntry: true,
    imports: [adminPageKey],
    dynamicImports: ['src/editor.tsx'],
  },
  'src/editor.tsx': { file: 'assets/editor.js', isDynamicEntry: true, imports: [adminPageKey, '_shared.js'] },
};

describe('the admin-only assets of a build', () => {
  it('are the admin page’s chunk and every chunk it loads, however late, but none a public page reaches', () => {
    expect([...adminOnlyAssets(manifest)].sort()).toEqual([
      '/assets/admin-page.js',
      '/assets/editor.js',
      '/assets/staff-area.css',
      '/assets/staff-area.js',
    ]);
  });
});
