import { Form } from 'antd';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Switch } from '../../../src/client/components/Switch';

describe('Switch', () => {
  it('flips on a click, Enter and Space, and turns on and off with the arrows, as antd’s does', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Switch aria-label="Featured" onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: 'Featured' });
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveClass('ant-switch');

    await user.click(toggle);
    expect(toggle).toBeChecked();
    expect(toggle).toHaveClass('ant-switch-checked');
    await user.keyboard('{Enter}');
    expect(toggle).not.toBeChecked();
    await user.keyboard(' ');
    expect(toggle).toBeChecked();
    await user.keyboard('{ArrowRight}');
    expect(toggle).toBeChecked();
    await user.keyboard('{ArrowLeft}');
    expect(toggle).not.toBeChecked();
    expect(onChange.mock.calls.map(([checked]) => checked)).toEqual([true, false, true, false]);
  });

  it('follows a controlled value and does nothing while disabled', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    const { rerender } = render(<Switch aria-label="Active" checked onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: 'Active' });
    await user.click(toggle);
    expect(onChange).toHaveBeenCalledWith(false, expect.anything());
    expect(toggle).toBeChecked();
    rerender(<Switch aria-label="Active" checked={false} onChange={onChange} disabled />);
    expect(toggle).not.toBeChecked();
    expect(toggle).toBeDisabled();
    expect(toggle).toHaveClass('ant-switch-disabled');
    await user.click(toggle);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('is a form field bound by its `checked`, and a disabled form disables it', async () => {
    const user = userEvent.setup();
    const onFinish = jest.fn();
    const { rerender } = render(
      <Form onFinish={onFinish} initialValues={{ featured: false }}>
        <Form.Item name="featured" label="Featured" valuePropName="checked">
          <Switch />
        </Form.Item>
        <button type="submit">Save</button>
      </Form>,
    );
    await user.click(screen.getByRole('switch', { name: 'Featured' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('switch', { checked: true });
    expect(onFinish).toHaveBeenCalledWith({ featured: true });

    rerender(
      <Form disabled initialValues={{ featured: false }}>
        <Form.Item name="featured" label="Featured" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>,
    );
    expect(screen.getByRole('switch', { name: 'Featured' })).toBeDisabled();
  });
});
