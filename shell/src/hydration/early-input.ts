// A page pre-rendered whole shows its form before its scripts have run, and a person may start typing at
// once. React hydrates the fields as they are and later renders them from the page's state, which knows nothing of
// what was typed: without this, 'Sam' typed early became 'm'. Once the page is live, what each field holds that the
// server did not send is read, and handed to the page as the person's own input, so the page's handlers take it in.

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** A field the person changed before the page came to life, and what they made it. */
export type EarlyInput =
  | { field: HTMLInputElement | HTMLTextAreaElement; kind: 'text'; value: string }
  | { field: HTMLInputElement; kind: 'check'; checked: boolean }
  | { field: HTMLSelectElement; kind: 'choice'; value: string };

const notTyped = new Set(['hidden', 'file', 'submit', 'button', 'reset', 'image']);

function initialOption(select: HTMLSelectElement): string {
  const options = [...select.options];
  return (options.find((option) => option.defaultSelected) ?? options[0])?.value ?? '';
}

/** The fields whose state is not the one in the server's HTML. */
export function readEarlyInput(container: ParentNode): EarlyInput[] {
  const early: EarlyInput[] = [];
  for (const field of container.querySelectorAll<Field>('input, textarea, select')) {
    if (field.disabled) continue;
    if (field instanceof HTMLSelectElement) {
      if (field.value !== initialOption(field)) early.push({ field, kind: 'choice', value: field.value });
    } else if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      // A radio left by the choice of another in its group is carried by that one.
      if (field.checked !== field.defaultChecked && (field.type === 'checkbox' || field.checked)) {
        early.push({ field, kind: 'check', checked: field.checked });
      }
    } else if (!(field instanceof HTMLInputElement && notTyped.has(field.type)) && field.value !== field.defaultValue) {
      early.push({ field, kind: 'text', value: field.value });
    }
  }
  return early;
}

/** The value setter of the element's prototype: past React's record of the value, as typing is. */
function setAsTyped(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(field, value);
}

/**
 * Each field is first put back as the server sent it through its own property (which React watches), then changed
 * as the person changed it, with the event their change made: the page's handler sees a change, whatever the page
 * did to its state in between (it may have just started afresh).
 */
export function handOver(early: readonly EarlyInput[]): void {
  for (const input of early) {
    if (!input.field.isConnected) continue;
    if (input.kind === 'choice') {
      input.field.value = input.value;
      input.field.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (input.kind === 'check') {
      input.field.checked = !input.checked;
      input.field.click();
    } else {
      input.field.value = input.field.defaultValue;
      setAsTyped(input.field, input.value);
      input.field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
}
