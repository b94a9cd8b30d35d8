import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedSearch } from './use-debounced-search';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useDebouncedSearch', () => {
  it('settles 300 ms after typing stops, with the trimmed text', () => {
    const onSettle = vi.fn();
    const { result } = renderHook(() => useDebouncedSearch(onSettle));
    act(() => result.current.setSearch(' pantry '));
    act(() => vi.advanceTimersByTime(299));
    expect(result.current.q).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.q).toBe('pantry');
    expect(onSettle).toHaveBeenCalledTimes(1);
  });

  it('does not settle when nothing was typed, or only spaces around the same text', () => {
    const onSettle = vi.fn();
    const { result } = renderHook(() => useDebouncedSearch(onSettle));
    act(() => vi.advanceTimersByTime(1000));
    act(() => result.current.setSearch('   '));
    act(() => vi.advanceTimersByTime(1000));
    expect(onSettle).not.toHaveBeenCalled();
    expect(result.current.search).toBe('   ');
  });
});
