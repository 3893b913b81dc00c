/**
 * What a visitor typed into an island's form before React ran it. Hydration keeps the text on
 * screen but React's state starts empty, so each value is given back to React as input events.
 */
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
export type FieldSnapshot = Array<[Field, string | boolean]>;

const isToggle = (field: Field): field is HTMLInputElement => field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

export function snapshotFields(root: Element): FieldSnapshot {
  return [...root.querySelectorAll<Field>('input, textarea, select')].map((field) => [field, isToggle(field) ? field.checked : field.value]);
}

/** The prototype's setter, which React's value tracker does not see, so the next event reads as a change. */
function setNative(field: Field, property: 'value' | 'checked', value: string | boolean): void {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), property)?.set?.call(field, value);
}

export function restoreFields(snapshot: FieldSnapshot): void {
  for (const [field, value] of snapshot) {
    if (!field.isConnected) continue;
    if (typeof value === 'boolean') {
      if (!value) continue;
      setNative(field, 'checked', false);
      field.click();
      continue;
    }
    if (value === '') continue;
    const event = field instanceof HTMLSelectElement ? 'change' : 'input';
    for (const step of ['', value]) {
      setNative(field, 'value', step);
      field.dispatchEvent(new Event(event, { bubbles: true }));
    }
  }
}
