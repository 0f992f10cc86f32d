import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@aliento/testing';
import type { Slot } from '@aliento/contracts/scheduling';
import { SlotPicker } from './slot-picker';

/** Each rendered day's mark (the dot under a day with free times, one per day button). */
const dayMarks = jest.fn();
jest.mock('@aliento/ui', () => {
  const actual = jest.requireActual<typeof import('@aliento/ui')>('@aliento/ui');
  const Text = (props: Parameters<typeof actual.Text>[0]) => {
    if (props['aria-hidden'] === 'true') dayMarks();
    return <actual.Text {...props} />;
  };
  return { ...actual, Text };
});

const ZONE = 'America/Mexico_City';
/** A free time `days` days from now, at `hour` UTC. */
function slotIn(days: number, hour: number): Slot {
  const start = new Date();
  start.setUTCDate(start.getUTCDate() + days);
  start.setUTCHours(hour, 0, 0, 0);
  return { startTime: start.toISOString(), endTime: new Date(start.getTime() + 45 * 60_000).toISOString() };
}

describe('SlotPicker', () => {
  it('choosing a day marks it and shows its times, rendering only the days whose state changed', () => {
    const slots = [slotIn(2, 16), slotIn(3, 17), slotIn(3, 19)];
    renderWithProviders(
      <SlotPicker slots={slots} dayCount={28} timeZone={ZONE} selected={null} onPick={() => undefined} headingId="day" empty={<p>vacío</p>} />,
    );
    const calendar = screen.getByRole('table');
    const days = within(calendar)
      .getAllByRole('button', { pressed: false })
      .concat(within(calendar).getAllByRole('button', { pressed: true }));
    expect(days).toHaveLength(2);
    const [firstDay, secondDay] = within(calendar)
      .getAllByRole('button')
      .filter((b) => !b.hasAttribute('disabled'));
    expect(firstDay).toHaveAttribute('aria-pressed', 'true');
    expect(within(screen.getByRole('group')).getAllByRole('button')).toHaveLength(1);

    dayMarks.mockClear();
    fireEvent.click(secondDay);

    expect(secondDay).toHaveAttribute('aria-pressed', 'true');
    expect(firstDay).toHaveAttribute('aria-pressed', 'false');
    expect(within(screen.getByRole('group')).getAllByRole('button')).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(secondDay.getAttribute('aria-label')!.split(':')[0]);
    // the two days whose state changed, not the 28 of the calendar
    expect(dayMarks).toHaveBeenCalledTimes(2);
  });
});
