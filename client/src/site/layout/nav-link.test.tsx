import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { NavLink } from './nav-link';

function linksAt(path: string) {
  render(
    <Router hook={memoryLocation({ path, static: true }).hook}>
      <nav>
        <NavLink href="/">Home</NavLink>
        <NavLink href="/gallery">Gallery</NavLink>
        <NavLink href="/blog">Blog</NavLink>
      </nav>
    </Router>,
  );
  const current = (name: string) => screen.getByRole('link', { name }).getAttribute('aria-current');
  return { home: current('Home'), gallery: current('Gallery'), blog: current('Blog') };
}

describe('NavLink', () => {
  it('is the current page on its own route', () => {
    expect(linksAt('/gallery')).toEqual({ home: null, gallery: 'page', blog: null });
  });

  it('is the current section on a page inside it, and Home is never a section', () => {
    expect(linksAt('/gallery/pantry-storage')).toEqual({ home: null, gallery: 'true', blog: null });
  });

  it('is not current on a route that only starts with the same letters', () => {
    expect(linksAt('/gallery-archive')).toEqual({ home: null, gallery: null, blog: null });
  });
});
