/**
 * Wakes the page's islands (src/ui/Island.tsx) when they are needed: at a visitor's press or sign of
 * intent, when the browser is idle or the island comes into view where its page asks for that, and
 * replays what the visitor did before their code arrived. The rest of the page's script: src/app/page/.
 */
import { ISLANDS } from './registry';
import { restoreFields } from './fields';
import { THEME_TOGGLE_ATTRIBUTE } from '../../ui/colorScheme';
import { whenIdle } from '../../ui/whenIdle';
import { hasInvokerCommands } from '../../ui/invokerCommands';
import { hasPopovers } from '../../ui/popover';
import { closeChatPanelOnEscape, panelWasOpen, showChatPanel } from '../../features/chat/plain';
import { startAnalytics } from '../page/measure';

/** Set on an island once it runs (or once its code failed to load: the page's native behaviour then stays). */
const AWAKE = 'awake';
const waking = new WeakMap<HTMLElement, Promise<void>>();

export const islandOf = (target: EventTarget | null): HTMLElement | null =>
  target instanceof Element ? target.closest<HTMLElement>('vip-island[data-props]') : null;
export const asleep = (island: HTMLElement | null): island is HTMLElement => island !== null && !(AWAKE in island.dataset);

/** Loads an island's code and React, hydrates it, and gives back what was typed into it. */
export function wake(island: HTMLElement): Promise<void> {
  const started = waking.get(island);
  if (started) return started;
  const name = island.dataset.island ?? '';
  const awake = (async () => {
    startAnalytics();
    const load = ISLANDS[name];
    if (!load) throw new Error(`No island named ${name}`);
    const [{ hydrateIsland }, { Component }] = await Promise.all([import('./hydrateIsland'), load()]);
    // What the fields held as the island committed, typed before or while it hydrated: a snapshot
    // taken before hydrating lost the keys typed during it, one taken later what a render reset.
    restoreFields(await hydrateIsland(island, Component, JSON.parse(island.dataset.props ?? '{}') as object, island.dataset.id ?? name));
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

/** Starts listening for the presses and signs of intent that wake islands. */
export function startIslands(): void {
  holdPresses();
  wakeOnIntent();
}

/** The islands that wake without a press: those that ask for idle or view, and a chat left open. */
export function wakeScheduledIslands(): void {
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
}
