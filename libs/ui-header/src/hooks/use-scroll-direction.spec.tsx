import { afterEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, renderHook } from '@testing-library/react';
import { useScrollDirection } from './use-scroll-direction';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
    fireEvent.scroll(window);
  });
}

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true, writable: true });
});

describe('useScrollDirection', () => {
  it('is up before any scrolling', () => {
    const { result } = renderHook(() => useScrollDirection());
    expect(result.current).toBe('up');
  });

  it('turns down when the page scrolls down and up when it scrolls back up', () => {
    const { result } = renderHook(() => useScrollDirection());
    scrollTo(120);
    scrollTo(300);
    expect(result.current).toBe('down');
    scrollTo(250);
    expect(result.current).toBe('up');
  });

  it('ignores movements smaller than the threshold', () => {
    const { result } = renderHook(() => useScrollDirection({ threshold: 20 }));
    scrollTo(300);
    expect(result.current).toBe('down');
    scrollTo(290);
    expect(result.current).toBe('down');
    scrollTo(279);
    expect(result.current).toBe('up');
  });

  it('stays up when disabled', () => {
    const { result } = renderHook(() => useScrollDirection({ enabled: false }));
    scrollTo(300);
    expect(result.current).toBe('up');
  });

  it('stops listening once unmounted', () => {
    const { result, unmount } = renderHook(() => useScrollDirection());
    unmount();
    scrollTo(300);
    expect(result.current).toBe('up');
  });
});
