import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Button, Form } from 'antd';
import { LazySelect } from '../../../src/client/components/LazySelect';
import { renderInApp } from '../../support/renderInApp';

const UNITS = [
  { value: 'sqft', label: 'Square feet' },
  { value: 'sqm', label: 'Square metres' },
];

function Harness({
  onFinish,
  initial = { unit: 'sqft' },
  disabled,
}: {
  onFinish?: (values: unknown) => void;
  initial?: Record<string, unknown>;
  disabled?: boolean;
}) {
  return (
    <Form initialValues={initial} onFinish={onFinish}>
      <Form.Item name="unit" label="Unit">
        <LazySelect options={UNITS} placeholder="Pick a unit" allowClear disabled={disabled} />
      </Form.Item>
      <Form.Item name="tags" label="Tags">
        <LazySelect mode="multiple" options={UNITS} placeholder="Any" />
      </Form.Item>
      <Button htmlType="submit">Save</Button>
    </Form>
  );
}

/** The stand-in is the closed Select's look with a marker class; the real Select has no such class. */
const standIns = () => document.querySelectorAll('.select-stand-in');

describe('SelectStandIn (LazySelect before the user comes to it)', () => {
  it('renders like a closed Select, labelled by its Form.Item, showing the value or the placeholder', async () => {
    renderInApp(<Harness initial={{ unit: 'sqm', tags: ['sqft', 'sqm'] }} />);
    const unit = await screen.findByRole('combobox', { name: 'Unit' });
    expect(unit).toHaveAttribute('aria-expanded', 'false');
    expect(unit).toHaveAttribute('aria-haspopup', 'listbox');
    expect(unit).toHaveClass('ant-select-input');
    const root = unit.closest('.ant-select');
    expect(root).toHaveClass(
      'select-stand-in',
      'ant-select-single',
      'ant-select-outlined',
      'ant-select-in-form-item',
    );
    expect(root).not.toHaveClass('ant-select-rtl');
    expect(root?.querySelector('.ant-select-content-has-value')).toHaveTextContent('Square metres');
    expect(root?.querySelector('.ant-select-suffix .anticon-down')).not.toBeNull();
    const tags = screen.getByRole('combobox', { name: 'Tags' }).closest('.ant-select');
    expect(tags).toHaveClass('ant-select-multiple');
    expect(
      [...(tags?.querySelectorAll('.ant-select-selection-item') ?? [])].map(
        (tag) => tag.textContent,
      ),
    ).toEqual(['Square feet', 'Square metres']);
    expect(standIns()).toHaveLength(2);
  });

  it('shows the placeholder without a value, and the disabled state', async () => {
    renderInApp(<Harness initial={{}} disabled />);
    const root = (await screen.findByRole('combobox', { name: 'Unit' })).closest('.ant-select');
    expect(root?.querySelector('.ant-select-placeholder')).toHaveTextContent('Pick a unit');
    expect(root).toHaveClass('ant-select-disabled');
    expect(screen.getByRole('combobox', { name: 'Unit' })).toBeDisabled();
    // A disabled Select is never handed over.
    fireEvent.pointerDown(root as Element);
    expect(standIns()).toHaveLength(2);
  });

  it('hands over on a click, opens, and the form keeps and edits the value', async () => {
    const onFinish = jest.fn();
    const { user } = renderInApp(<Harness onFinish={onFinish} />);
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onFinish).toHaveBeenLastCalledWith({ unit: 'sqft' }));

    await user.click(screen.getByRole('combobox', { name: 'Unit' }));
    // The real Select, focused and open.
    await user.click(await screen.findByTitle('Square metres'));
    const real = screen.getByRole('combobox', { name: 'Unit' });
    expect(real.closest('.ant-select')).not.toHaveClass('select-stand-in');
    expect(real).toHaveFocus();
    expect(real.closest('.ant-select')).toHaveTextContent('Square metres');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onFinish).toHaveBeenLastCalledWith({ unit: 'sqm' }));
  }, 30_000);

  it('hands over on focus (Tab) keeping the focus, and opens with the keyboard', async () => {
    const onFinish = jest.fn();
    const { user } = renderInApp(<Harness onFinish={onFinish} />);
    await screen.findByRole('combobox', { name: 'Unit' });
    await user.tab();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Unit' }).closest('.ant-select')).not.toHaveClass(
        'select-stand-in',
      ),
    );
    const real = screen.getByRole('combobox', { name: 'Unit' });
    expect(real).toHaveFocus();
    // Still closed: focus alone does not open it.
    expect(real).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(real).toHaveAttribute('aria-expanded', 'true'));
    await user.click(await screen.findByTitle('Square metres'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onFinish).toHaveBeenLastCalledWith({ unit: 'sqm' }));
  }, 30_000);

  it('opens on a key pressed while the Select still loads', async () => {
    renderInApp(<Harness />);
    const standIn = await screen.findByRole('combobox', { name: 'Tags' });
    fireEvent.keyDown(standIn, { key: 'Enter' });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Tags' })).toHaveAttribute(
        'aria-expanded',
        'true',
      ),
    );
    expect(screen.getByRole('combobox', { name: 'Tags' }).closest('.ant-select')).not.toHaveClass(
      'select-stand-in',
    );
  }, 30_000);

  it('reads right to left in Arabic', async () => {
    renderInApp(<Harness />, { locale: 'ar' });
    const root = (await screen.findByRole('combobox', { name: 'Unit' })).closest('.ant-select');
    expect(root).toHaveClass('ant-select-rtl', 'select-stand-in');
  });
});
