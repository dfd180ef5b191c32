import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useConfirm } from './use-confirm.tsx';

interface UnsavedChanges {
  /**
   * A form says it holds changes not saved, by its name ("Site Settings") with how to drop them, or that it holds
   * none (`null`) once saved or back as it was.
   */
  setUnsaved: (name: string, discard: (() => void) | null) => void;
  /**
   * Before anything that leaves her forms (another tab, logging out): true when nothing is unsaved, or when she chose
   * to leave, in which case the changes are dropped; false when she stays.
   */
  confirmLeave: () => Promise<boolean>;
}

const UnsavedChangesContext = createContext<UnsavedChanges>({
  setUnsaved: () => {},
  confirmLeave: async () => true,
});

export const useUnsavedChanges = () => useContext(UnsavedChangesContext);

/** The dashboard's own address: a link or Back to another page of the site leaves it. */
const DASHBOARD = '/admin';
const inDashboard = (url: URL) => url.pathname === DASHBOARD || url.pathname.startsWith(`${DASHBOARD}/`);

/** The parts of the Navigation API used here, where the browser has it (not yet in TypeScript's DOM types). */
interface TraversalEvent extends Event {
  navigationType: 'push' | 'replace' | 'reload' | 'traverse';
  destination: { url: string; sameDocument: boolean };
}
const navigation =
  typeof window === 'undefined' ? undefined : (window as unknown as { navigation?: EventTarget }).navigation;

/** The link a click follows to another page of this site, or null (a new tab, a download, `sms:`, a jump within). */
function pageLinkOf(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return null;
  if (link.target && link.target !== '_self') return null;
  const to = new URL(link.href, window.location.href);
  if (to.origin !== window.location.origin) return null;
  const here = new URL(window.location.href);
  if (to.pathname === here.pathname && to.search === here.search) return null;
  return link;
}

/**
 * Keeps her typing from being lost by leaving: while a form holds unsaved changes, closing or reloading the page
 * asks (the browser's own question: it allows no other), and so do, in a dialog she can cancel, the dashboard's
 * tabs and Log out (through `confirmLeave`), a link to another page of the site, and Back to one.
 * Forms stay mounted while another tab is open; leaving drops the changes so that what she sees is what is saved.
 */
export function UnsavedChangesProvider({ children }: { children: ReactNode }) {
  const forms = useRef(new Map<string, () => void>());
  const [unsaved, setUnsavedCount] = useState(0);
  const [confirm, dialog] = useConfirm();

  const setUnsaved = useCallback((name: string, discard: (() => void) | null) => {
    if (discard) forms.current.set(name, discard);
    else forms.current.delete(name);
    setUnsavedCount(forms.current.size);
  }, []);

  const confirmLeave = useCallback(async () => {
    if (forms.current.size === 0) return true;
    const names = [...forms.current.keys()].join(' and ');
    const leave = await confirm({
      title: 'Leave without saving?',
      description: `Your changes to ${names} are not saved yet. Cancel to stay and save them; leave, and they are lost.`,
      confirmLabel: 'Leave without saving',
    });
    if (leave) {
      const discards = [...forms.current.values()];
      forms.current.clear();
      setUnsavedCount(0);
      for (const discard of discards) discard();
    }
    return leave;
  }, [confirm]);

  useEffect(() => {
    if (unsaved === 0) return;
    // The ref, not the count, is read in each: a choice to leave empties it before the page is re-rendered.
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (forms.current.size === 0) return;
      event.preventDefault();
      // Older browsers ask only when this is set.
      event.returnValue = '';
    };
    // Before the router's own handler (capture, on the window): the click that would change the page waits for her.
    const onClick = (event: MouseEvent) => {
      if (forms.current.size === 0) return;
      const link = pageLinkOf(event);
      if (!link) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      void confirmLeave().then((leave) => {
        if (leave) link.click();
      });
    };
    // Back (or Forward) to another page of the site within this document. The router hears `popstate` first and
    // would already have left, so this asks one step earlier, through the Navigation API where the browser has it.
    // (Back to another document asks through `beforeunload`.)
    const onNavigate = (event: Event) => {
      const { navigationType, destination } = event as TraversalEvent;
      if (forms.current.size === 0 || navigationType !== 'traverse' || !event.cancelable) return;
      if (!destination.sameDocument || inDashboard(new URL(destination.url))) return;
      event.preventDefault();
      // Left by going there anew, not by traversing: the dialog's own history entry (Back closes it) has replaced
      // whatever was ahead.
      void confirmLeave().then((leave) => {
        if (leave) window.history.pushState(null, '', destination.url);
      });
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('click', onClick, true);
    navigation?.addEventListener('navigate', onNavigate);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('click', onClick, true);
      navigation?.removeEventListener('navigate', onNavigate);
    };
  }, [unsaved, confirmLeave]);

  const value = useMemo(() => ({ setUnsaved, confirmLeave }), [setUnsaved, confirmLeave]);
  return (
    <UnsavedChangesContext.Provider value={value}>
      {children}
      {dialog}
    </UnsavedChangesContext.Provider>
  );
}
