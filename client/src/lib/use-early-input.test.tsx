import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { useEarlyFormValues } from '../components/contact/use-early-form-values';
import { useFormDraft } from '../components/contact/use-form-draft';
import { earlyFormValues, readEarlyInput, type EarlyInput } from './early-input';
import { useEarlyInput } from './use-early-input';

/** Puts the server's HTML of `ui` in the page, lets `before` act on it as a visitor would, then hydrates it. */
async function hydrateAfter(ui: ReactNode, before: () => Promise<void>) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui);
  document.body.append(container);
  await before();
  await act(async () => {
    hydrateRoot(container, ui);
  });
}

/** A controlled select, as the planner has: its state is shown beside it. */
function Planner({ onEarly }: { onEarly?: (input: EarlyInput) => void }) {
  const [space, setSpace] = useState('reach-in');
  useEarlyInput('plan', (input) => {
    onEarly?.(input);
    setSpace(input.space?.[0] ?? space);
  });
  return (
    <form id="plan">
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

type Request = { name: string; rooms: string[]; consent: boolean; message: string };
const emptyRequest: Request = { name: '', rooms: [], consent: false, message: '' };

/** A react-hook-form form whose defaults it writes into the fields as they register, as the contact form does. */
function RequestForm({ onValues }: { onValues?: (values: Request) => void }) {
  const form = useForm<Request>({ defaultValues: emptyRequest });
  useEarlyFormValues(form, 'request', { emptyForm: emptyRequest, fields: ['name', 'rooms', 'consent', 'message'] });
  return (
    <form id="request" onSubmit={form.handleSubmit((values) => onValues?.(values))}>
      <input aria-label="Name" {...form.register('name')} />
      {['Pantry', 'Garage'].map((room) => (
        <label key={room}>
          <input type="checkbox" value={room} {...form.register('rooms')} />
          {room}
        </label>
      ))}
      <label>
        <input type="checkbox" {...form.register('consent')} />I agree
      </label>
      <textarea aria-label="Message" {...form.register('message')} />
      <input type="hidden" name="version" value="3" />
      <button type="submit">Send</button>
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

  it('keeps text, a checkbox group and a single checkbox in a react-hook-form form, and sends them', async () => {
    const onValues = vi.fn();
    const user = userEvent.setup();
    await hydrateAfter(<RequestForm onValues={onValues} />, async () => {
      await user.type(screen.getByLabelText('Name'), 'Jane Doe');
      await user.click(screen.getByLabelText('Garage'));
      await user.click(screen.getByLabelText('I agree'));
      await user.type(screen.getByLabelText('Message'), 'After 5, please.');
    });
    expect(screen.getByLabelText('Name')).toHaveValue('Jane Doe');
    expect(screen.getByLabelText('Garage')).toBeChecked();
    expect(screen.getByLabelText('Pantry')).not.toBeChecked();
    expect(screen.getByLabelText('I agree')).toBeChecked();
    expect(screen.getByLabelText('Message')).toHaveValue('After 5, please.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValues).toHaveBeenCalledWith({
      name: 'Jane Doe',
      rooms: ['Garage'],
      consent: true,
      message: 'After 5, please.',
    });
  });

  it('what was typed before hydration wins over the saved draft, which fills the rest', async () => {
    sessionStorage.setItem('request-draft', JSON.stringify({ name: 'From the draft', message: 'Drafted message' }));
    function Drafted() {
      const form = useForm<Request>({ defaultValues: emptyRequest });
      const options = { emptyForm: emptyRequest, fields: ['name', 'rooms', 'consent', 'message'] };
      useEarlyFormValues(form, 'request', options);
      useFormDraft(form, { key: 'request-draft', ...options });
      return (
        <form id="request">
          <input aria-label="Name" {...form.register('name')} />
          <textarea aria-label="Message" {...form.register('message')} />
        </form>
      );
    }
    const user = userEvent.setup();
    await hydrateAfter(<Drafted />, () => user.type(screen.getByLabelText('Name'), 'Jane Doe'));
    expect(screen.getByLabelText('Name')).toHaveValue('Jane Doe');
    expect(screen.getByLabelText('Message')).toHaveValue('Drafted message');
  });
});

describe('readEarlyInput', () => {
  it('names each changed field with all its values, and nothing the visitor left as the HTML said', () => {
    document.body.innerHTML = `<form id="f">
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
