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
