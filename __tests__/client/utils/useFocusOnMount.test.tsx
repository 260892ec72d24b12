import { render, screen } from '@testing-library/react';
import { useFocusOnMount } from '../../../src/client/utils/useFocusOnMount';

function Field() {
  useFocusOnMount('wanted');
  return <input id="wanted" aria-label="Wanted" />;
}

describe('useFocusOnMount', () => {
  it('focuses the element once it is on screen when nothing has the focus', () => {
    render(<Field />);
    expect(screen.getByLabelText('Wanted')).toHaveFocus();
  });

  it('leaves the focus where the user already put it (a late effect must not take keystrokes away)', () => {
    const other = document.createElement('input');
    other.setAttribute('aria-label', 'Typing here');
    document.body.append(other);
    other.focus();
    render(<Field />);
    expect(screen.getByLabelText('Typing here')).toHaveFocus();
    expect(screen.getByLabelText('Wanted')).not.toHaveFocus();
    other.remove();
  });
});
