import type { UserDocument } from '@shared/user';
import { useEffect, useId, useRef } from 'react';
import { BrandMark, CloseIcon } from './app-icons';
import { SidebarContent } from './app-navigation';
import './app-shell.css';

interface AppDrawerProps {
  readonly user: UserDocument;
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly onSignOut: () => void;
  /** Once it has slid out and closed: the shell unmounts it. */
  readonly onClosed: () => void;
}

/**
 * The navigation drawer under 768 px (spec §2): a modal `<dialog>`, so the browser itself keeps the
 * focus inside, hides the page behind from screen readers, closes it on Escape and gives the focus back
 * to the button that opened it. It slides in from the left and out again before it closes.
 */
export function AppDrawer({ user, open, onOpenChange, onSignOut, onClosed }: AppDrawerProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open) {
      delete element.dataset.closing;
      if (!element.open && typeof element.showModal === 'function') element.showModal();
      document.documentElement.classList.add('app-scroll-locked');
      return;
    }
    document.documentElement.classList.remove('app-scroll-locked');
    if (!element.open) return;
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (reducedMotion || typeof element.getAnimations !== 'function') {
      element.close();
      return;
    }
    element.dataset.closing = '';
    const finish = (): void => {
      if (element.dataset.closing === undefined) return;
      delete element.dataset.closing;
      element.close();
    };
    // The drawer's own slide, not its backdrop's shorter fade (an event on the same element).
    const onAnimationEnd = (event: AnimationEvent): void => {
      if (event.target === element && !event.pseudoElement) finish();
    };
    element.addEventListener('animationend', onAnimationEnd);
    // Should the animation not run (a hidden tab), close anyway.
    const fallback = window.setTimeout(finish, 500);
    return () => {
      element.removeEventListener('animationend', onAnimationEnd);
      window.clearTimeout(fallback);
    };
  }, [open]);

  useEffect(() => () => document.documentElement.classList.remove('app-scroll-locked'), []);

  return (
    <dialog
      ref={dialog}
      className="app-drawer"
      aria-labelledby={titleId}
      data-testid="mobile-drawer"
      onClose={() => {
        // However it closed (its own animation's end, or the browser), the shell's state follows.
        onOpenChange(false);
        onClosed();
      }}
      onCancel={(event) => {
        // Escape: closed through the state, so that it slides out like any other closing.
        event.preventDefault();
        onOpenChange(false);
      }}
      onClick={(event) => {
        // A press on the backdrop lands on the dialog itself, outside its box.
        if (event.target !== event.currentTarget) return;
        const box = event.currentTarget.getBoundingClientRect();
        const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
        if (!inside) onOpenChange(false);
      }}
    >
      <div className="app-drawer__header">
        <h2 className="app-drawer__title" id={titleId}>
          <BrandMark size={28} />
          Beneficios Chile
        </h2>
      </div>
      <div className="app-drawer__body">
        <SidebarContent user={user} onSignOut={onSignOut} onNavigate={() => onOpenChange(false)} showBrand={false} />
      </div>
      <button type="button" className="app-button app-button--icon app-button--small app-drawer__close" aria-label="Cerrar menú" onClick={() => onOpenChange(false)}>
        <CloseIcon size={16} />
      </button>
    </dialog>
  );
}
