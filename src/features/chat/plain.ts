// What the page's script (src/app/islands/runtime.ts) uses without React.
export { panelWasOpen } from './chatState';
export { closeChatPanelOnEscape, showChatPanel } from './panel';
