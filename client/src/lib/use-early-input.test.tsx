import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { hydrateAfter } from '../test/hydrate-after';
import { earlyFormValues, readEarlyInput, type EarlyInput } from './early-input';
import { useEarlyInput } from './use-early-input';

/** A controlled select, as the planner has: its state is shown beside it. */
function Planner({ onEarly }: { onEarly?: (input: EarlyInput) => void }) {
  const [space, setSpace] = useState('reach-in');
  useEarlyInput('plan', (input) => {
    onEarly?.(input);
    setSpace(input.space?.[0] ?? space);
  });
  return (
    <form id="plan" method="get">
      <label>
        Type of space
        <select name="space" value={space} onChange={(e) => setSpace(e.target.value)}>
          <option value="reach-in">Reach-In Closet</option>
          <option value="walk-in">Walk-In Closet</option>
        </select>
      </label>
      <input name="ceiling" aria-label="Ceiling" defaultValue="96" />
      <output>Planning a {space}</output>
    </form>
  );
}

describe('useEarlyInput', () => {
  it('a choice made before hydration stays chosen and becomes the state', async () => {
    const onEarly = vi.fn();
    const user = userEvent.setup();
    await hydrateAfter(<Planner onEarly={onEarly} />, () =>
      user.selectOptions(screen.getByLabelText('Type of space'), 'Walk-In Closet'),
    );
    expect(screen.getByLabelText('Type of space')).toHaveValue('walk-in');
    expect(screen.getByText('Planning a walk-in')).toBeInTheDocument();
    // Only what changed: the ceiling kept what the server said.
    expect(onEarly).toHaveBeenCalledOnce();
    expect(onEarly).toHaveBeenCalledWith({ space: ['walk-in'] });
    // Later changes go through the form's own handler.
    await user.selectOptions(screen.getByLabelText('Type of space'), 'Reach-In Closet');
    expect(screen.getByText('Planning a reach-in')).toBeInTheDocument();
  });

  it('is not called when nothing was changed', async () => {
    const onEarly = vi.fn();
    await hydrateAfter(<Planner onEarly={onEarly} />, async () => {});
    expect(onEarly).not.toHaveBeenCalled();
    expect(screen.getByText('Planning a reach-in')).toBeInTheDocument();
  });

  it('is not called for a form React renders itself, even beside a changed one of the same id', () => {
    // What a page being left still shows while the next one renders.
    const leaving = document.createElement('form');
    leaving.id = 'plan';
    leaving.innerHTML = '<input name="space" value="walk-in">';
    (leaving.elements.namedItem('space') as HTMLInputElement).value = 'garage';
    document.body.append(leaving);
    const onEarly = vi.fn();
    render(<Planner onEarly={onEarly} />);
    expect(onEarly).not.toHaveBeenCalled();
    expect(screen.getByText('Planning a reach-in')).toBeInTheDocument();
  });
});

describe('readEarlyInput', () => {
  it('names each changed field with all its values, and nothing the visitor left as the HTML said', () => {
    document.body.innerHTML = `<form id="f" method="get">
      <input name="name" value="Jo">
      <input name="zip" value="06880">
      <input type="radio" name="mode" value="in_home" checked><input type="radio" name="mode" value="virtual">
      <input type="checkbox" name="rooms" value="Pantry" checked><input type="checkbox" name="rooms" value="Garage">
      <select name="town"><option value="">Choose</option><option value="Westport">Westport</option></select>
      <textarea name="message">Hi</textarea>
      <input type="hidden" name="version" value="1">
    </form>`;
    const form = document.getElementById('f') as HTMLFormElement;
    expect(readEarlyInput(form)).toEqual({});
    const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
    field('name').value = 'Joan';
    (form.querySelector('[value="virtual"]') as HTMLInputElement).checked = true;
    (form.querySelector('[value="Pantry"]') as HTMLInputElement).checked = false;
    (form.elements.namedItem('town') as HTMLSelectElement).value = 'Westport';
    (form.elements.namedItem('message') as HTMLTextAreaElement).value = 'Hi there';
    expect(readEarlyInput(form)).toEqual({
      name: ['Joan'],
      mode: ['virtual'],
      rooms: [],
      town: ['Westport'],
      message: ['Hi there'],
    });
  });

  it('shapes values as the empty form has them, for the fields named only', () => {
    const input = { name: ['Jane'], rooms: ['Pantry', 'Garage'], consent: ['on'], website: ['spam'] };
    expect(
      earlyFormValues(input, { name: '', rooms: [] as string[], consent: false, website: '' }, [
        'name',
        'rooms',
        'consent',
      ]),
    ).toEqual({
      name: 'Jane',
      rooms: ['Pantry', 'Garage'],
      consent: true,
    });
  });
});
