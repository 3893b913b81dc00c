/**
 * The page's script: plain, small, and the only one a page loads by itself. It wakes each island
 * (src/ui/Island.tsx) when it is needed and replays what the visitor did before its code arrived,
 * runs the switches that need no React (theme, consultation triggers, search shortcut), and
 * starts analytics once the page is shown.
 */
import { ISLANDS } from './registry';
import { LINK_FORM_API_ATTRIBUTE } from '../../model/newsletterPaths';
import { PROBLEM_LIST_ATTRIBUTE } from '../../model/formPages';
import { restoreFields } from './fields';
import { NEXT_THEME, THEME_TOGGLE_ATTRIBUTE, currentThemeChoice, nameThemeToggles, setThemeChoice } from '../../ui/colorScheme';
import { whenIdle } from '../../ui/whenIdle';
import { afterNextPaint } from '../../ui/afterNextPaint';
import { hasInvokerCommands } from '../../ui/invokerCommands';
import { hasPopovers } from '../../ui/popover';
import { closeChatPanelOnEscape, panelWasOpen, showChatPanel } from '../../features/chat/plain';
import { showConsultation, watchConsultationTriggers, type ConsultationRequest } from '../../features/consultation/plain';
import { isSearchShortcut, loadPageSuggestions, PAGE_SUGGESTIONS_ATTRIBUTE, SEARCH_DIALOG_ID } from '../../features/search/plain';

declare global {
  interface Document {
    prerendering?: boolean;
  }
  interface Window {
    /** Set once the page's script has started (read by the end-to-end tests and npm run perf:trace). */
    __PAGE_READY__?: boolean;
  }
}

/** Set on an island once it runs (or once its code failed to load: the page's native behaviour then stays). */
const AWAKE = 'awake';
const waking = new WeakMap<HTMLElement, Promise<void>>();

const islandOf = (target: EventTarget | null): HTMLElement | null => (target instanceof Element ? target.closest<HTMLElement>('vip-island[data-props]') : null);
const asleep = (island: HTMLElement | null): island is HTMLElement => island !== null && !(AWAKE in island.dataset);

function startAnalytics(): void {
  void import('./idleWork').then(({ startAnalytics }) => startAnalytics());
}

/** Loads an island's code and React, hydrates it, and gives back what was typed into it. */
function wake(island: HTMLElement): Promise<void> {
  const started = waking.get(island);
  if (started) return started;
  const name = island.dataset.island ?? '';
  const awake = (async () => {
    startAnalytics();
    const load = ISLANDS[name];
    if (!load) throw new Error(`No island named ${name}`);
    const [{ hydrateIsland, named }, declaration] = await Promise.all([import('./hydrateIsland'), load()]);
    // What the fields held as the island committed, typed before or while it hydrated: a snapshot
    // taken before hydrating lost the keys typed during it, one taken later what a render reset.
    restoreFields(await hydrateIsland(island, named(name, declaration), JSON.parse(island.dataset.props ?? '{}') as object, island.dataset.id ?? name));
  })().finally(() => {
    island.dataset[AWAKE] = '';
  });
  waking.set(island, awake);
  return awake;
}

const REPLAYED_CONTROLS = 'button, input[type=submit], input[type=button], input[type=image]';
/** A button that opens or closes its dialog or popover by itself (Invoker Commands, popovertarget), where the browser has them. */
const actsNatively = (control: Element) =>
  (control.hasAttribute('commandfor') && hasInvokerCommands()) || (control.hasAttribute('popovertarget') && hasPopovers());

/**
 * A press on a sleeping island's control is held, and made again (the same press, once) as soon as
 * the island runs. Links and buttons with a native command (a dialog's, the chat's popover) keep
 * working natively, the theme switch is the page's own; the island learns of what they did when it runs.
 */
function holdPresses(): void {
  document.addEventListener(
    'click',
    (event) => {
      const island = islandOf(event.target);
      if (!asleep(island)) return;
      const control = (event.target as Element).closest<HTMLElement>(REPLAYED_CONTROLS);
      if (!control || !island.contains(control) || control.hasAttribute(THEME_TOGGLE_ATTRIBUTE) || actsNatively(control)) {
        void wake(island).catch(() => undefined);
        return;
      }
      event.preventDefault();
      event.stopImmediatePropagation();
      // The same press: a pointer's click (detail ≥ 1) stays one, a key's (detail 0) stays one, as
      // a control may tell them apart (a dropdown opened by hovering keeps open on a click).
      const { detail, button, clientX, clientY, screenX, screenY, ctrlKey, shiftKey, altKey, metaKey } = event;
      const press = { bubbles: true, cancelable: true, composed: true, detail, button, clientX, clientY, screenX, screenY, ctrlKey, shiftKey, altKey, metaKey };
      void wake(island)
        .catch(() => undefined)
        .then(() => control.isConnected && control.dispatchEvent(new MouseEvent('click', press)));
    },
    true,
  );
  document.addEventListener(
    'submit',
    (event) => {
      const island = islandOf(event.target);
      if (!asleep(island)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      const form = event.target as HTMLFormElement;
      const submitter = event.submitter?.isConnected ? event.submitter : null;
      void wake(island)
        .catch(() => undefined)
        .then(() => form.isConnected && form.requestSubmit(submitter));
    },
    true,
  );
}

/**
 * Enter in a field whose Enter sends (`enterkeyhint="send"`: the chat's message) sends its form, as
 * the island will once it runs: the submit is held until then.
 */
function sendOnEnter(event: KeyboardEvent): void {
  const field = event.target;
  if (event.key !== 'Enter' || event.shiftKey || event.isComposing || !(field instanceof HTMLTextAreaElement) || field.enterKeyHint !== 'send') return;
  event.preventDefault();
  field.form?.requestSubmit();
}

/**
 * Signs of intent wake an island early; once it runs, it learns where the pointer and focus are. A
 * key that the island would act on at once meanwhile does what it says: Enter sends the chat's
 * message (held until the island runs), Escape closes the chat's panel.
 */
function wakeOnIntent(): void {
  /** Whether the visitor has pressed a key or a pointer on this page: a focus move before that was the page's own. */
  let visitorPressed = false;
  // Text put into a field without a key (autofill, dictation, a paste from the menu) is a sign too.
  for (const type of ['pointerdown', 'keydown', 'input'] as const) {
    document.addEventListener(
      type,
      (event) => {
        visitorPressed = true;
        const island = islandOf(event.target);
        if (!asleep(island)) return;
        void wake(island).catch(() => undefined);
        if (event instanceof KeyboardEvent) {
          sendOnEnter(event);
          closeChatPanelOnEscape(event);
        }
      },
      true,
    );
  }
  document.addEventListener(
    'pointerover',
    (event) => {
      const island = islandOf(event.target);
      // A dialog's backdrop (a panel covers the dialog's own box) that opened under a resting pointer is no intent.
      if (!asleep(island) || event.target instanceof HTMLDialogElement) return;
      void wake(island).then(
        () => {
          const hovered = island.querySelectorAll(':hover');
          hovered[hovered.length - 1]?.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
        },
        () => undefined,
      );
    },
    true,
  );
  document.addEventListener(
    'focusin',
    (event) => {
      const island = islandOf(event.target);
      // A focus the page moved by itself before the visitor did anything (a dialog that opened by itself) is no intent.
      if (!asleep(island) || !visitorPressed) return;
      void wake(island).then(
        () => {
          const focused = document.activeElement;
          if (focused && island.contains(focused)) focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
        },
        () => undefined,
      );
    },
    true,
  );
}

/** Ctrl+K, ⌘+K and '/' open the search dialog (in the page, closed) from the page's first script on. */
function searchShortcut(): void {
  document.addEventListener('keydown', (event) => {
    const header = document.querySelector<HTMLElement>('vip-island[data-island=header]');
    const dialog = document.getElementById(SEARCH_DIALOG_ID);
    if (!asleep(header) || !(dialog instanceof HTMLDialogElement) || !isSearchShortcut(event)) return;
    event.preventDefault();
    if (!dialog.open) dialog.showModal();
    void wake(header).catch(() => undefined);
  });
}

function themeSwitch(): void {
  if (currentThemeChoice() !== 'system') nameThemeToggles();
  document.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest(`[${THEME_TOGGLE_ATTRIBUTE}]`)) setThemeChoice(NEXT_THEME[currentThemeChoice()]);
  });
}

/**
 * A consultation button opens its page's dialog at once (it is in the page); its form's island wakes
 * for a visitor's press, and for a dialog that opened by itself only when the visitor turns to it.
 * A page without the dialog leaves the visitor to the button's own page.
 */
function openConsultation(request: ConsultationRequest): void {
  const dialog = showConsultation(request);
  if (!dialog) {
    if (request.href) window.location.assign(request.href);
    return;
  }
  const island = islandOf(dialog);
  // The dialog is painted open first; its island's code then loads and runs.
  if (request.byVisitor && asleep(island)) afterNextPaint(() => void wake(island).catch(() => undefined));
}

const PRESENCE = ['pointermove', 'pointerdown', 'keydown', 'scroll', 'touchstart'] as const;

/**
 * Runs `task` at the visitor's first sign of being there (the pointer moves, a key, a scroll): for an
 * enhancement a page left alone does without, such as a not-found page's closest pages (the search
 * index they need weighs more than the page's own script).
 */
function onFirstPresence(task: () => void): void {
  const run = () => {
    for (const type of PRESENCE) removeEventListener(type, run, true);
    task();
  };
  for (const type of PRESENCE) addEventListener(type, run, { capture: true, passive: true });
}

/** What wakes without a press: islands that ask for idle or view, a chat left open, a not-found page's suggestions. */
function wakeScheduled(): void {
  for (const island of document.querySelectorAll<HTMLElement>('vip-island[data-props]')) {
    const when = island.dataset.when;
    const chatLeftOpen = island.dataset.island === 'chat' && panelWasOpen() && showChatPanel(true);
    if (when === 'idle' || chatLeftOpen) whenIdle(() => void wake(island).catch(() => undefined), 2_000);
    else if (when === 'visible') {
      const observer = new IntersectionObserver((entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void wake(island).catch(() => undefined);
      });
      observer.observe(island);
    }
  }
  if (document.querySelector(`[${PAGE_SUGGESTIONS_ATTRIBUTE}]`))
    onFirstPresence(
      () =>
        void loadPageSuggestions()
          .then(({ suggestPages }) => suggestPages())
          .catch(() => undefined),
    );
  whenIdle(() => {
    startAnalytics();
    void import('./idleWork').then(({ startVitals }) => startVitals());
  });
}

/** A page the browser prerendered (Speculation Rules) starts when the visitor opens it, not before. */
function whenShown(start: () => void): void {
  if (document.prerendering) document.addEventListener('prerenderingchange', start, { once: true });
  else start();
}

/** An e-mailed link's page on a static host: its button posts to the same link on the API, token included. */
function linkFormsToTheApi(): void {
  for (const form of document.querySelectorAll<HTMLFormElement>(`form[${LINK_FORM_API_ATTRIBUTE}]`)) {
    form.action = `${form.getAttribute(LINK_FORM_API_ATTRIBUTE)}${location.pathname}${location.search}`;
  }
}

export function startPage(): void {
  linkFormsToTheApi();
  // Sent here by an API apart from the site, the problems are in the query (the server fills them in otherwise).
  if (document.querySelector(`[${PROBLEM_LIST_ATTRIBUTE}]`) && location.search) void import('./formProblem').then(({ showFormProblems }) => showFormProblems());
  holdPresses();
  wakeOnIntent();
  searchShortcut();
  themeSwitch();
  whenShown(() => {
    watchConsultationTriggers(openConsultation);
    wakeScheduled();
  });
  window.__PAGE_READY__ = true;
}
