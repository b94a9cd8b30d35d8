import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. No tailwind-merge (8 KB gzipped on every page): components append classes
 * rather than override conflicting ones.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
