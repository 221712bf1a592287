/** What Chakra UI asks of the browser and jsdom lacks. */
class ResizeObserverStub {
  observe(): void {
    // jsdom lays nothing out
  }
  unobserve(): void {
    // nothing observed
  }
  disconnect(): void {
    // nothing observed
  }
}
globalThis.ResizeObserver = ResizeObserverStub;

if (typeof window !== 'undefined' && !('matchMedia' in window)) {
  Object.defineProperty(window, 'matchMedia', {
    value: (query: string): MediaQueryList =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as unknown as MediaQueryList,
  });
}
if (typeof window !== 'undefined') window.scrollTo = () => undefined;
