import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NumberInput, parseNumberText } from '../../../src/client/components/forms/NumberInput';

describe('number fields', () => {
  it('read the digits an Arabic or Persian keyboard types', () => {
    expect(parseNumberText('٤٥٠٠٠٠٠')).toBe('4500000');
    expect(parseNumberText('۴۵')).toBe('45');
    expect(parseNumberText('٣٫٥')).toBe('3.5');
    expect(parseNumberText('٤٬٥٠٠٬٠٠٠')).toBe('4500000');
    expect(parseNumberText('1,250.75')).toBe('1250.75');
    expect(parseNumberText('-25.276987')).toBe('-25.276987');
    expect(parseNumberText('50 %')).toBe('50');
    expect(parseNumberText(undefined)).toBe('');
  });

  it('give the form the number an Arabic keyboard typed', async () => {
    const changes: (number | null)[] = [];
    render(<NumberInput aria-label="Price" onChange={(value) => changes.push(value)} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('spinbutton', { name: 'Price' }), '٤٥٠٠٠٠٠');
    expect(changes.at(-1)).toBe(4_500_000);
    await user.clear(screen.getByRole('spinbutton', { name: 'Price' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Price' }), '٣٫٥');
    expect(changes.at(-1)).toBe(3.5);
  });
});

describe('a number field as a spin button', () => {
  function Field(props: Parameters<typeof NumberInput>[0]) {
    const [value, setValue] = useState<number | null>(props.value ?? null);
    return (
      <>
        <NumberInput aria-label="Share" {...props} value={value} onChange={setValue} />
        <output aria-label="Form value">{String(value)}</output>
      </>
    );
  }
  const field = () => screen.getByRole('spinbutton', { name: 'Share' });
  const formValue = () => screen.getByLabelText('Form value').textContent;

  it('gives the form only numbers within its range while typing, and brings the value within it on leaving', async () => {
    const user = userEvent.setup();
    render(<Field min={0} max={100} precision={0} value={40} />);
    expect(field()).toHaveAttribute('aria-valuemin', '0');
    expect(field()).toHaveAttribute('aria-valuemax', '100');
    expect(field()).toHaveAttribute('inputmode', 'numeric');
    await user.clear(field());
    expect(formValue()).toBe('null');
    await user.type(field(), '250');
    expect(formValue()).toBe('25');
    await user.tab();
    expect(field()).toHaveValue('100');
    expect(formValue()).toBe('100');
    expect(field()).toHaveAttribute('aria-valuenow', '100');
    await user.clear(field());
    await user.type(field(), '12.6');
    await user.tab();
    expect(field()).toHaveValue('13');
    expect(formValue()).toBe('13');
  });

  it('steps with the arrow keys by its step, without float noise, and stops at its bounds', async () => {
    const user = userEvent.setup();
    render(<Field min={0} max={100} step={5} value={95} />);
    await user.click(field());
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(formValue()).toBe('100');
    await user.keyboard('{ArrowDown}');
    expect(field()).toHaveValue('95');
    render(<NumberInput aria-label="Latitude" step={0.000001} value={25.1} />);
    await user.click(screen.getByRole('spinbutton', { name: 'Latitude' }));
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('spinbutton', { name: 'Latitude' })).toHaveValue('25.100001');
  });

  it('takes back what is not a number on leaving, and shows a value set from outside', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<NumberInput aria-label="Year" value={2001} />);
    const year = screen.getByRole('spinbutton', { name: 'Year' });
    await user.clear(year);
    await user.type(year, '-');
    await user.tab();
    expect(year).toHaveValue('2001');
    rerender(<NumberInput aria-label="Year" value={1999} />);
    expect(year).toHaveValue('1999');
    rerender(<NumberInput aria-label="Year" value={null} />);
    expect(year).toHaveValue('');
  });
});
