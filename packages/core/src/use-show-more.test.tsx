import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useShowMore, type ShowMoreOptions } from './use-show-more';

const items = (n: number, prefix = 'item') => Array.from({ length: n }, (_, i) => `${prefix} ${i}`);

function List({ list, ...options }: { list: string[] } & Omit<ShowMoreOptions, 'focusSelector'>) {
  const { shown, more, showMore, container } = useShowMore<string, HTMLUListElement>(list, { ...options, focusSelector: ':scope > li > button' });
  return (
    <>
      <ul ref={container}>
        {shown.map((item) => (
          <li key={item}>
            <button type="button">{item}</button>
          </li>
        ))}
      </ul>
      {more > 0 ? (
        <button type="button" onClick={showMore}>
          {`more ${more}`}
        </button>
      ) : null}
    </>
  );
}
const shownItems = () => screen.getAllByRole('listitem').length;

describe('useShowMore', () => {
  it('shows a page, adds the next page on a press and puts the focus on the first item it added', async () => {
    render(<List list={items(25)} size={10} />);
    expect(shownItems()).toBe(10);
    await userEvent.click(screen.getByRole('button', { name: 'more 10' }));
    await waitFor(() => expect(shownItems()).toBe(20));
    expect(screen.getByRole('button', { name: 'item 10' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'more 5' }));
    await waitFor(() => expect(shownItems()).toBe(25));
    expect(screen.getByRole('button', { name: 'item 20' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: /^more/ })).not.toBeInTheDocument();
  });

  it('shows a smaller first page on its own, then the whole page', async () => {
    const seen: number[] = [];
    function Probe() {
      const { shown } = useShowMore(items(30), { size: 12, first: 6, focusSelector: 'li' });
      seen.push(shown.length);
      return null;
    }
    render(<Probe />);
    expect(seen[0]).toBe(6);
    await waitFor(() => expect(seen.at(-1)).toBe(12));
  });

  it('starts again from one page when what the list shows changes', async () => {
    const { rerender } = render(<List list={items(40)} size={10} resetKey="a" />);
    await userEvent.click(screen.getByRole('button', { name: 'more 10' }));
    await waitFor(() => expect(shownItems()).toBe(20));
    rerender(<List list={items(40, 'other')} size={10} resetKey="b" />);
    expect(shownItems()).toBe(10);
    // the same key keeps the pages shown
    await userEvent.click(screen.getByRole('button', { name: 'more 10' }));
    await waitFor(() => expect(shownItems()).toBe(20));
    rerender(<List list={items(40, 'other')} size={10} resetKey="b" />);
    expect(shownItems()).toBe(20);
  });

  it('keeps a selected or linked item shown however far down, and shows everything when the size is Infinity', async () => {
    const { unmount } = render(<List list={items(40)} size={10} keep={33} />);
    expect(shownItems()).toBe(33);
    expect(screen.getByRole('button', { name: 'more 7' })).toBeInTheDocument();
    unmount();
    render(<List list={items(40)} size={Number.POSITIVE_INFINITY} />);
    expect(shownItems()).toBe(40);
    expect(screen.queryByRole('button', { name: /^more/ })).not.toBeInTheDocument();
  });
});
