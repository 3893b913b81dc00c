import { CONTROL_CHARACTER_IN_TEXT } from '../../src/shared/text';

/**
 * C0 and C1 control characters and DEL, except tab and the line breaks \n and \r (the characters
 * the forms refuse in text): a terminal acts on them (ESC and U+009B start sequences that clear the
 * screen, recolour or rewrite what is shown). Stored text reaches a staff member's terminal through
 * the export, so none of them is written raw.
 */
const TERMINAL_CONTROLS = new RegExp(CONTROL_CHARACTER_IN_TEXT.source, 'g');

/** Plain text for a terminal or a spreadsheet: each control character becomes U+FFFD (visible, inert). */
export function replaceControls(text: string): string {
  return text.replace(TERMINAL_CONTROLS, '\uFFFD');
}

/**
 * JSON text with every control character as a \u escape. JSON.stringify already escapes C0 but
 * writes DEL and C1 raw; outside strings its output holds none, so the escape is lossless.
 */
export function escapeControlsInJson(json: string): string {
  return json.replace(TERMINAL_CONTROLS, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
