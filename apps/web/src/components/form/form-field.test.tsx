import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextAreaField, TextField } from './form-field';

const noop = () => {};

describe('issue 28: a box near its limit says how much of it is used', () => {
  it('counts from 80 % of maxLength when asked, and never when not asked', () => {
    const { rerender } = render(
      <TextAreaField
        label="Description"
        maxLength={10}
        showCount
        value="abcdefg"
        onChange={noop}
      />,
    );
    expect(screen.queryByText(/characters$/)).toBeNull();
    rerender(
      <TextAreaField
        label="Description"
        maxLength={10}
        showCount
        value="abcdefgh"
        onChange={noop}
      />,
    );
    expect(screen.getByText('8 / 10 characters')).toBeTruthy();
    rerender(<TextAreaField label="Description" maxLength={10} value="abcdefgh" onChange={noop} />);
    expect(screen.queryByText(/characters$/)).toBeNull();
  });

  it('writes big limits the way the console writes numbers', () => {
    render(
      <TextField
        label="Notes"
        maxLength={4000}
        showCount
        value={'x'.repeat(3500)}
        onChange={noop}
      />,
    );
    expect(screen.getByText('3,500 / 4,000 characters')).toBeTruthy();
    expect(screen.getByLabelText('Notes').getAttribute('maxlength')).toBe('4000');
  });

  it('at the limit says that anything longer was not added', () => {
    render(
      <TextAreaField
        label="Description"
        maxLength={4000}
        showCount
        value={'x'.repeat(4000)}
        onChange={noop}
      />,
    );
    expect(
      screen.getByText(
        '4,000 / 4,000 characters: the most this box takes; anything longer was not added.',
      ),
    ).toBeTruthy();
  });
});
