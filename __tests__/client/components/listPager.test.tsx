import { screen } from '@testing-library/react';
import { ListPager, pageWindow } from '../../../src/client/components/ResourceList/ListPager';
import { renderWithProviders } from '../../support/renderApp';

describe('pageWindow', () => {
  it('shows the first, the last and the current page with its neighbours, with gaps between', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageWindow(10, 10)).toEqual([1, 'gap', 9, 10]);
    expect(pageWindow(2, 10)).toEqual([1, 2, 3, 'gap', 10]);
  });
});

describe('the list pager', () => {
  it('tells the range, moves between pages and changes the page size from the first page', async () => {
    const onChange = jest.fn();
    const { user } = renderWithProviders(
      <ListPager
        current={2}
        pageSize={20}
        total={45}
        pageSizes={[10, 20, 50]}
        onChange={onChange}
      />,
    );
    expect(await screen.findByText('21–40 of 45')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onChange).toHaveBeenLastCalledWith(3, 20);
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onChange).toHaveBeenLastCalledWith(1, 20);
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onChange).toHaveBeenLastCalledWith(3, 20);

    await user.click(screen.getByRole('button', { name: '20 / page: rows per page' }));
    await user.click(await screen.findByRole('menuitem', { name: '50 / page' }));
    expect(onChange).toHaveBeenLastCalledWith(1, 50);
  });

  it('disables the arrows at the ends', async () => {
    renderWithProviders(
      <ListPager current={1} pageSize={20} total={5} pageSizes={[20]} onChange={jest.fn()} />,
    );
    expect(await screen.findByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });
});
