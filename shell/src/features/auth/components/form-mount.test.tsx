import { Profiler, type ProfilerOnRenderCallback } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';

// react-hook-form as the product installs it (patches/react-hook-form@7.92.0.patch): mounting a form does not render
// it a second time to report `isReady` unless its render reads it. Every form of the product (sign-in, registration,
// contact, settings) re-rendered all its fields right after mounting, in the same task: a long task on a slow phone.

function commitsOf(ui: React.ReactElement) {
  const phases: string[] = [];
  const onRender: ProfilerOnRenderCallback = (_id, phase) => void phases.push(phase);
  return {
    phases,
    ui: (
      <Profiler id="form" onRender={onRender}>
        {ui}
      </Profiler>
    ),
  };
}

function NameForm({ onSubmit }: { onSubmit?: (ready: boolean) => void }) {
  const { register, handleSubmit, formState } = useForm<{ name: string }>({ defaultValues: { name: '' }, mode: 'onTouched' });
  return (
    <form onSubmit={handleSubmit(() => onSubmit?.(formState.isReady))}>
      <label>
        Name
        <input {...register('name', { required: 'Required' })} />
      </label>
      {formState.errors.name && <p role="alert">{formState.errors.name.message}</p>}
      <button type="submit">Send</button>
    </form>
  );
}

function ReadyForm() {
  const { register, formState } = useForm<{ name: string }>();
  return (
    <form>
      <input aria-label="Name" {...register('name')} />
      <p>{formState.isReady ? 'ready' : 'mounting'}</p>
    </form>
  );
}

describe('a form mounting (react-hook-form, patched)', () => {
  it('renders once: no second render of its fields after mounting', async () => {
    const { phases, ui } = commitsOf(<NameForm />);
    render(ui);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByLabelText('Name')).toBeInTheDocument();
    expect(phases).toEqual(['mount']);
  });

  it('still shows errors and submits as before', async () => {
    const user = userEvent.setup({ delay: null });
    const submitted: boolean[] = [];
    render(<NameForm onSubmit={(ready) => submitted.push(ready)} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Required');
    await user.type(screen.getByLabelText('Name'), 'Rosa');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(submitted).toEqual([true]); // read outside a render, `isReady` is true once mounted
  });

  it('renders again for isReady when its render reads it', async () => {
    render(<ReadyForm />);
    expect(await screen.findByText('ready')).toBeInTheDocument();
  });
});
