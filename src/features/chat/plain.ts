// What the page's script (src/app/page/) uses without React.
export { panelWasOpen } from './chatState';
export { closeChatPanelOnEscape, showChatPanel } from './panel';
