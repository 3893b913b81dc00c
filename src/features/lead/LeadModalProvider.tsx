import { createContext, Suspense, useCallback, useContext, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { submitLead, track, type SubmitLead } from '../../api';
import { markSeenThisSession, seenThisSession } from './sessionFlag';

/** What the provider needs of the dialog, which the app passes in (lazily loaded: src/features/consultation). */
export interface ConsultationDialogProps {
  open: boolean;
  onClose: () => void;
  title?: string;
  onSubmit: SubmitLead;
}

/**
 * The home page's dialog opens after the visitor has had this long with the page: it never
 * interrupts the first view (or its loading), and leaving the page before then cancels it.
 */
export const AUTO_OPEN_DELAY_MS = 4000;

interface LeadModalContext {
  /** Opens the consultation dialog, optionally with another title. */
  openLeadModal: (title?: string) => void;
  /** Opens it once per browser session, AUTO_OPEN_DELAY_MS from now; returns a cancel function. */
  autoOpenOnce: () => () => void;
}

const Context = createContext<LeadModalContext | null>(null);

/** Owns the dialog's open state; the dialog (a lazy component) loads the first time it opens. */
export function LeadModalProvider({ dialog: Dialog, children }: { dialog: ComponentType<ConsultationDialogProps>; children: ReactNode }) {
  const [state, setState] = useState<{ open: boolean; title?: string; requested: boolean }>({ open: false, requested: false });

  const show = useCallback((title?: string) => setState({ open: true, title, requested: true }), []);
  /** Opened by the visitor (a trigger): counted as an event; the home page's own opening is not. */
  const openLeadModal = useCallback(
    (title?: string) => {
      track('consultation_open');
      show(title);
    },
    [show],
  );
  const autoOpenOnce = useCallback(() => {
    if (seenThisSession()) return () => {};
    const timer = setTimeout(() => {
      if (seenThisSession()) return;
      markSeenThisSession();
      show();
    }, AUTO_OPEN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [show]);
  const close = useCallback(() => {
    markSeenThisSession();
    setState((current) => ({ ...current, open: false }));
  }, []);

  const value = useMemo(() => ({ openLeadModal, autoOpenOnce }), [openLeadModal, autoOpenOnce]);
  return (
    <Context.Provider value={value}>
      {children}
      {state.requested && (
        <Suspense fallback={null}>
          <Dialog open={state.open} title={state.title} onClose={close} onSubmit={submitLead} />
        </Suspense>
      )}
    </Context.Provider>
  );
}

export function useLeadModal(): LeadModalContext {
  const context = useContext(Context);
  if (!context) throw new Error('useLeadModal outside LeadModalProvider');
  return context;
}
