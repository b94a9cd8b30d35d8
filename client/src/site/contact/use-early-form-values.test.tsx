import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { hydrateAfter } from '../../test/hydrate-after';
import { useEarlyFormValues } from './use-early-form-values';
import { useFormDraft } from './use-form-draft';

type Request = { name: string; rooms: string[]; consent: boolean; message: string };
const emptyRequest: Request = { name: '', rooms: [], consent: false, message: '' };

/** A react-hook-form form whose defaults it writes into the fields as they register, as the contact form does. */
function RequestForm({ onValues }: { onValues?: (values: Request) => void }) {
  const form = useForm<Request>({ defaultValues: emptyRequest });
  useEarlyFormValues(form, 'request', { emptyForm: emptyRequest, fields: ['name', 'rooms', 'consent', 'message'] });
  return (
    <form id="request" method="post" onSubmit={form.handleSubmit((values) => onValues?.(values))}>
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

describe('useEarlyFormValues', () => {
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
        <form id="request" method="post">
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
