import { useRef, useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import { usePivotItaliano } from './use-pivot-italiano';

/** What react-pivottable draws in English: a totals label, and later its value filter popup. */
function PivotFinto() {
  const ref = useRef<HTMLDivElement>(null);
  const [popup, setPopup] = useState(false);
  usePivotItaliano(ref, true);
  return (
    <div ref={ref}>
      <span className="pvtTotalLabel">Totals</span>
      <button onClick={() => setPopup(true)}>apri</button>
      {popup && (
        <div className="pvtFilterBox">
          <input placeholder="Filter values" />
          <button>Select </button>
          <button>Deselect </button>
          <a>only</a>
        </div>
      )}
    </div>
  );
}

it('shows the pivot totals and the filter popup words in Italian, also when the popup opens later', async () => {
  render(<PivotFinto />);
  expect(screen.getByText('Totali')).toBeTruthy();
  await act(async () => screen.getByText('apri').click());
  await screen.findByText('Seleziona');
  expect(screen.getByText('Deseleziona')).toBeTruthy();
  expect(screen.getByText('solo')).toBeTruthy();
  expect(screen.getByPlaceholderText('Filtra valori')).toBeTruthy();
});
