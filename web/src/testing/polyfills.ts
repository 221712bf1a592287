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
  // Writable: a test may match the media queries of a wide screen.
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
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

// jsdom has no PointerEvent; Testing Library's user-event builds one on every click.
if (typeof window !== 'undefined' && typeof window.PointerEvent !== 'function') {
  class PointerEventStub extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    readonly isPrimary: boolean;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'mouse';
      this.isPrimary = init.isPrimary ?? true;
    }
  }
  Object.defineProperty(window, 'PointerEvent', { value: PointerEventStub, writable: true });
}
