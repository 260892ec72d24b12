import { screen, waitFor } from '@testing-library/react';
import { Button, Form } from 'antd';
import { LazySelect } from '../../../src/client/components/LazySelect';
import { renderInApp } from '../../support/renderInApp';

function Harness({ onFinish }: { onFinish: (values: unknown) => void }) {
  return (
    <Form initialValues={{ unit: 'sqft' }} onFinish={onFinish}>
      <Form.Item name="unit" label="Unit">
        <LazySelect
          options={[
            { value: 'sqft', label: 'Square feet' },
            { value: 'sqm', label: 'Square metres' },
          ]}
        />
      </Form.Item>
      <Button htmlType="submit">Save</Button>
    </Form>
  );
}

describe('LazySelect', () => {
  it('keeps the field in the form while antd Select loads, then edits its value', async () => {
    const onFinish = jest.fn();
    const { user } = renderInApp(<Harness onFinish={onFinish} />);
    // Saved before the select has loaded: the form still holds its value.
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onFinish).toHaveBeenLastCalledWith({ unit: 'sqft' }));

    const select = await screen.findByRole('combobox', { name: 'Unit' });
    expect(screen.getByText('Square feet')).toBeInTheDocument();
    await user.click(select);
    await user.click(await screen.findByText('Square metres'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onFinish).toHaveBeenLastCalledWith({ unit: 'sqm' }));
  }, 30_000);
});
