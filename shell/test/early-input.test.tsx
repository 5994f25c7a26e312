import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { handOver, readEarlyInput } from '../src/hydration/early-input.ts';

// What a person types into a page pre-rendered whole, before its scripts have run, reaches the page's
// state once it is live (SPEC: never losing what someone typed).

function Form({ seen }: { seen: Record<string, unknown> }) {
  const [name, setName] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [gender, setGender] = useState('');
  const [state, setState] = useState('');
  Object.assign(seen, { name, agreed, gender, state });
  return (
    <form>
      <label htmlFor="name">First name</label>
      <input id="name" value={name} onChange={(e) => setName(e.target.value)} />
      <label htmlFor="agreed">I agree</label>
      <input id="agreed" type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
      {['M', 'F'].map((g) => (
        <label key={g}>
          <input type="radio" name="gender" value={g} checked={gender === g} onChange={() => setGender(g)} /> {g}
        </label>
      ))}
      <label htmlFor="state">State</label>
      <select id="state" value={state} onChange={(e) => setState(e.target.value)}>
        <option value="">Choose</option>
        <option value="NSW">NSW</option>
      </select>
      <input type="hidden" name="secret" value="kept" readOnly />
    </form>
  );
}

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
afterEach(() => container?.remove());

function serverPage(): HTMLDivElement {
  container = document.createElement('div');
  container.innerHTML = renderToString(<Form seen={{}} />);
  document.body.append(container);
  return container;
}

describe('what was typed before the page came to life', () => {
  it('finds only the fields the person changed', () => {
    const page = serverPage();
    expect(readEarlyInput(page)).toEqual([]);
    (page.querySelector('#name') as HTMLInputElement).value = 'Sam';
    (page.querySelector('input[value="F"]') as HTMLInputElement).checked = true;
    (page.querySelector('#state') as HTMLSelectElement).value = 'NSW';
    expect(readEarlyInput(page).map((early) => [early.kind, early.field.id || (early.field as HTMLInputElement).value])).toEqual([
      ['text', 'name'], ['check', 'F'], ['choice', 'state'],
    ]);
  });

  it('hands each to the hydrated page as input, so its state holds what the screen shows', async () => {
    const page = serverPage();
    (page.querySelector('#name') as HTMLInputElement).value = 'Sam';
    (page.querySelector('#agreed') as HTMLInputElement).checked = true;
    (page.querySelector('input[value="F"]') as HTMLInputElement).checked = true;
    (page.querySelector('#state') as HTMLSelectElement).value = 'NSW';
    const early = readEarlyInput(page);
    const seen: Record<string, unknown> = {};
    await act(async () => {
      hydrateRoot(page, <Form seen={seen} />);
    });
    expect(seen).toEqual({ name: '', agreed: false, gender: '', state: '' });
    await act(async () => handOver(early));
    expect(seen).toEqual({ name: 'Sam', agreed: true, gender: 'F', state: 'NSW' });
    expect((page.querySelector('#name') as HTMLInputElement).value).toBe('Sam');
    // Again (React's development build runs effects twice): the same outcome, nothing toggled back.
    await act(async () => handOver(early));
    expect(seen).toEqual({ name: 'Sam', agreed: true, gender: 'F', state: 'NSW' });
  });
});
