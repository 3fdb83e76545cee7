import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorSummary } from './error-summary';
import { TextField } from './form-field';
import { FORM_MESSAGES, type FormProblems } from './form-problems';
import { useFormProblems } from './use-form-problems';

type Field = 'name' | 'email';
const IDS = { name: 'test-name', email: 'test-email' } as const;

/** A form whose submit reports the problems the test hands it. */
function Harness({ next, title }: { next: FormProblems<Field>; title?: string }) {
  const form = useFormProblems<Field>(IDS);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        form.report(next);
      }}
    >
      <TextField
        id={IDS.name}
        label="Name"
        error={form.errorOf('name')}
        onChange={() => form.clearField('name')}
      />
      <TextField id={IDS.email} label="Email" error={form.errorOf('email')} />
      <ErrorSummary {...form.summary} title={title} />
      <button type="submit">Send</button>
    </form>
  );
}

const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send' }));

afterEach(cleanup);

describe('ErrorSummary with useFormProblems', () => {
  it('lists every field’s message as a link, marks the fields and focuses the first', () => {
    render(
      <Harness
        next={{
          fields: { email: FORM_MESSAGES.email, name: 'Please enter your name.' },
          form: null,
        }}
      />,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    send();
    const summary = screen.getByRole('alert');
    expect(summary.querySelector('p')?.textContent).toBe(FORM_MESSAGES.summaryTitle);
    // In form order, whatever order the problems came in.
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Please enter your name.',
      FORM_MESSAGES.email,
    ]);
    const name = screen.getByLabelText('Name');
    const email = screen.getByLabelText('Email');
    expect(document.activeElement).toBe(name);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toBe('test-name-error');
    expect(document.getElementById('test-name-error')?.textContent).toBe('Please enter your name.');

    fireEvent.click(screen.getByRole('link', { name: FORM_MESSAGES.email }));
    expect(document.activeElement).toBe(email);
  });

  it('drops a field’s message from under it and from the summary once it is changed', () => {
    render(
      <Harness
        next={{ fields: { name: 'Please enter your name.', email: 'Bad e-mail.' }, form: null }}
      />,
    );
    send();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Asha' } });
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBeNull();
    // One problem left: the message says it all, without a heading.
    expect(screen.getByRole('alert').textContent).toBe('Bad e-mail.');
  });

  it('with only a message for the whole form, shows it and moves focus to the summary', () => {
    render(<Harness next={{ fields: {}, form: FORM_MESSAGES.refused }} />);
    send();
    const summary = screen.getByRole('alert');
    expect(summary.textContent).toBe(FORM_MESSAGES.refused);
    expect(document.activeElement).toBe(summary);
  });

  it('starts with the form’s own title when it has one', () => {
    render(
      <Harness
        title="Please fill in all required fields."
        next={{ fields: { name: 'Please enter your full name.' }, form: null }}
      />,
    );
    send();
    expect(screen.getByRole('alert').querySelector('p')?.textContent).toBe(
      'Please fill in all required fields.',
    );
  });
});
