import { act, useRef, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useAdoptTypedValues } from './use-adopt-typed-values';

const INITIAL = { email: '', reason: 'no-longer-needed', confirmation: false };

function Form() {
  const ref = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(INITIAL);
  useAdoptTypedValues(ref, INITIAL, (typed) => setValues((current) => ({ ...current, ...typed })));
  return (
    <form ref={ref}>
      <input
        name="email"
        value={values.email}
        onChange={(event) => setValues({ ...values, email: event.target.value })}
      />
      <select
        name="reason"
        value={values.reason}
        onChange={(event) => setValues({ ...values, reason: event.target.value })}
      >
        <option value="no-longer-needed">No longer needed</option>
        <option value="too-expensive">Too expensive</option>
      </select>
      <input
        type="checkbox"
        name="confirmation"
        checked={values.confirmation}
        onChange={(event) => setValues({ ...values, confirmation: event.target.checked })}
      />
      <output>{JSON.stringify(values)}</output>
    </form>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

async function hydrate(prepare: (form: HTMLFormElement) => void): Promise<HTMLFormElement> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Form />);
  document.body.append(container);
  const form = container.querySelector('form');
  if (!form) throw new Error('no form rendered');
  prepare(form);
  await act(async () => {
    root = hydrateRoot(container, <Form />);
  });
  return form;
}

describe('useAdoptTypedValues', () => {
  it('takes what was typed into the prerendered form before hydration into the state', async () => {
    const form = await hydrate((element) => {
      (element.elements.namedItem('email') as HTMLInputElement).value = 'early@visitor.example';
      (element.elements.namedItem('reason') as HTMLSelectElement).value = 'too-expensive';
      (element.elements.namedItem('confirmation') as HTMLInputElement).checked = true;
    });
    expect(JSON.parse(form.querySelector('output')?.textContent ?? '')).toEqual({
      email: 'early@visitor.example',
      reason: 'too-expensive',
      confirmation: true,
    });
  });

  it('leaves the state alone when nothing was typed', async () => {
    const form = await hydrate(() => undefined);
    expect(JSON.parse(form.querySelector('output')?.textContent ?? '')).toEqual(INITIAL);
  });
});
