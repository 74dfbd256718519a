import { act, useRef, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { fireEvent } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useInputBeforeHydration } from './use-input-before-hydration';

function TwoFieldForm() {
  const [values, setValues] = useState({ niche: '', city: '' });
  const ref = useRef<HTMLFormElement>(null);
  useInputBeforeHydration(ref, values, (typed) => setValues((v) => ({ ...v, ...typed })));
  return (
    <form ref={ref}>
      <input
        name="niche"
        value={values.niche}
        onChange={(e) => setValues({ ...values, niche: e.target.value })}
      />
      <input
        name="city"
        value={values.city}
        onChange={(e) => setValues({ ...values, city: e.target.value })}
      />
      <output>{`${values.niche}|${values.city}`}</output>
    </form>
  );
}

let root: Root | undefined;

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

describe('useInputBeforeHydration', () => {
  it('keeps what was typed into the pre-rendered form before it hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<TwoFieldForm />);
    document.body.append(container);
    const niche = container.querySelector<HTMLInputElement>('input[name="niche"]')!;
    const city = container.querySelector<HTMLInputElement>('input[name="city"]')!;
    niche.value = 'plumbers'; // typed while the page's JavaScript was still loading

    await act(async () => {
      root = hydrateRoot(container, <TwoFieldForm />);
    });
    expect(container.querySelector('output')?.textContent).toBe('plumbers|');

    fireEvent.change(city, { target: { value: 'Austin' } });
    expect(niche.value).toBe('plumbers');
    expect(container.querySelector('output')?.textContent).toBe('plumbers|Austin');
  });
});
