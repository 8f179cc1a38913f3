import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithApp } from '../../test-utils';
import { LoginForm } from './login-form';
import { RegistrationDialog } from './registration-dialog';
import { OtpDialog, OTP_FOCUS_DELAY_MS } from './otp-dialog';

describe('login screen pieces', () => {
  it('requires username and password before Accedi calls anything', async () => {
    const accedi = jest.fn();
    renderWithApp(<LoginForm onAccedi={accedi} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Accedi' }));
    expect(await screen.findByText('Il campo Username è obbligatorio')).toBeTruthy();
    expect(screen.getByText('Il campo Password è obbligatorio')).toBeTruthy();
    expect(accedi).not.toHaveBeenCalled();
  });

  it('registration asks for every field, e.g. "Il campo Cap è obbligatorio"', async () => {
    renderWithApp(<RegistrationDialog visible onHide={() => undefined} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Conferma' }));
    expect(await screen.findByText('Il campo Cap è obbligatorio')).toBeTruthy();
    expect(screen.getByText('Il campo N. Civico è obbligatorio')).toBeTruthy();
    expect(screen.getByText('Il campo E-Mail è obbligatorio')).toBeTruthy();
  });

  it('the OTP modal is titled Codice O.T.P. and focuses its input after 500 ms', async () => {
    jest.useFakeTimers();
    try {
      renderWithApp(<OtpDialog visible username="admin" onHide={() => undefined} onEntrato={() => undefined} />);
      await act(async () => jest.advanceTimersByTime(10));
      expect(screen.getByText('Codice O.T.P.')).toBeTruthy();
      const input = screen.getByLabelText('Codice');
      act(() => jest.advanceTimersByTime(OTP_FOCUS_DELAY_MS - 50));
      expect(document.activeElement).not.toBe(input);
      act(() => jest.advanceTimersByTime(100));
      expect(document.activeElement).toBe(input);
    } finally {
      jest.useRealTimers();
    }
  });
});
