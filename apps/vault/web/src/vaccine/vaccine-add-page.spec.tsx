/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { fakeDocument, fakeVaultServer } from '../testing/fake-vault-server';
import { currentLocation, readable, renderAt } from '../testing/render';
import { VaccineAddPage } from './vaccine-add-page';

// The camera and jsQR stood in for: the fake "reads" what the test gives it.
let qrText = '';
jest.mock('./qr-scanner', () => ({
  QrScanner: ({ onText, rejected, onUpload, onFetch }: { onText: (text: string) => void; rejected?: boolean; onUpload?: () => void; onFetch?: () => void }) => (
    <>
      <button type="button" data-testid="fake-qr" data-rejected={rejected ? 'yes' : 'no'} onClick={() => onText(qrText)}>
        scan
      </button>
      {/* The no-camera message's two buttons. */}
      <button type="button" data-testid="fake-qr-upload" onClick={onUpload}>
        upload
      </button>
      <button type="button" data-testid="fake-qr-fetch" onClick={onFetch}>
        fetch
      </button>
    </>
  ),
}));

const profile = { id: 'client-1', idNumber: '8001015009087', firstNames: 'Thandi', surname: 'Nkosi', cellNumbers: ['0821234567'], documents: [] };

function open(complete: (args: { fetchId: string; OTP: string }) => unknown) {
  let requests = 0;
  const server = fakeVaultServer({
    myClient: () => profile,
    fetchVaccinationCertificate: () => ({ fetchId: `fetch-${(requests += 1)}`, maskedCellNumber: '082*****67', attemptsLeft: 3 }),
    createVaccinationCertificateClientDocument: complete,
  });
  renderAt(<VaccineAddPage />, { link: server.link, path: '/documents/vaccine/add' });
  return server;
}

const click = (testId: string) => act(async () => fireEvent.click(screen.getByTestId(testId)));

describe('/documents/vaccine/add (§4.4: confirm details, send OTP, enter OTP, get certificate)', () => {
  it('offers upload, scan QR and the national system', async () => {
    open(() => null);
    expect(await screen.findByTestId('vaccine-upload')).toBeTruthy();
    expect(screen.getByTestId('vaccine-scan')).toBeTruthy();
    expect(screen.getByTestId('vaccine-fetch')).toBeTruthy();
  });

  it('has a way back to the three choices from the upload, scan and details steps, and from where the no-camera message leads', async () => {
    open(() => null);
    const atChoices = async () => {
      expect(await screen.findByLabelText('How to add your certificate')).toBeTruthy();
      expect(screen.getByTestId('vaccine-scan')).toBeTruthy();
    };
    for (const [way, shows] of [
      [['vaccine-upload'], 'vaccine-upload'],
      [['vaccine-scan'], 'fake-qr'],
      [['vaccine-fetch'], 'vaccine-details'],
      [['vaccine-scan', 'fake-qr-upload'], 'vaccine-upload'],
      [['vaccine-scan', 'fake-qr-fetch'], 'vaccine-details'],
    ] as const) {
      await atChoices();
      for (const testId of way) await click(testId);
      expect(screen.getByTestId(shows)).toBeTruthy();
      expect(screen.queryByLabelText('How to add your certificate')).toBeNull();
      await click('vaccine-back');
    }
    await atChoices();
  });

  it('asks for the code, sends the OTP, takes the OTP and opens the new certificate', async () => {
    const server = open(({ OTP }) => (OTP === '1234' ? fakeDocument('COVID19_VACCINATION_CERTIFICATE', { id: 'doc-vax' }) : null));
    await click(await screen.findByTestId('vaccine-fetch').then((element) => element.dataset['testid']!));
    expect((screen.getByLabelText('ID number') as HTMLInputElement).value).toBe('8001015009087');
    expect((screen.getByLabelText('Cell number') as HTMLInputElement).value).toBe('0821234567');
    await click('vaccine-send-otp');
    expect(screen.getByText('This field is required')).toBeTruthy();
    expect(server.variablesOf('VaultFetchVaccinationCertificate')).toEqual([]);
    fireEvent.change(screen.getByLabelText('Vaccination code'), { target: { value: 'AB1234' } });
    await click('vaccine-send-otp');
    await screen.findByTestId('vaccine-otp');
    expect(server.variablesOf('VaultFetchVaccinationCertificate')).toEqual([{ input: { idNumber: '8001015009087', firstNames: 'Thandi', surname: 'Nkosi', cellNumber: '0821234567', vaxCode: 'AB1234' } }]);
    // Where the service sent the OTP: the number it holds, which may not be the one given.
    expect(screen.getByTestId('vaccine-otp-sent-to').textContent).toBe('Enter the 4-digit OTP the national vaccine system sent to 082*****67, the cell number it holds for you.');
    // §4.5: verify (Get certificate) is enabled only with the 4 digits.
    const getCertificate = () => screen.getByTestId('vaccine-get-certificate') as HTMLButtonElement;
    expect(getCertificate().disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('OTP'), { target: { value: '12' } });
    expect(getCertificate().disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('OTP'), { target: { value: '1234' } });
    expect(getCertificate().disabled).toBe(false);
    await click('vaccine-get-certificate');
    await waitFor(() => expect(currentLocation()).toBe('/documents/vaccine/doc-vax'));
    expect(server.variablesOf('VaultCreateVaccinationCertificateClientDocument')).toEqual([{ fetchId: 'fetch-1', OTP: '1234' }]);
  });

  it('scanning the certificate’s QR code fills the vaccination code, then the details are confirmed', async () => {
    open(() => null);
    await click((await screen.findByTestId('vaccine-scan')).dataset['testid']!);
    qrText = 'not a certificate!';
    await click('fake-qr');
    expect(screen.getByTestId('fake-qr').dataset['rejected']).toBe('yes');
    qrText = '{"certificate":"VC0123456789","proofCode":"QR1234","issuer":"ZA-SANDBOX"}';
    await click('fake-qr');
    expect((await screen.findByLabelText('Vaccination code') as HTMLInputElement).value).toBe('QR1234');
    expect((screen.getByLabelText('First names') as HTMLInputElement).value).toBe('Thandi');
  });

  it('shows the server’s message for a wrong OTP and stays on the OTP step; after 3 the input is blocked and a call back offered', async () => {
    let wrong = 0;
    open(() => {
      wrong += 1;
      if (wrong >= 3) throw new GraphQLError('You have exceed the maximum number of OTP attempts.', { extensions: { code: 'OTP_BLOCKED', detail: 'Request a call back and our team will help you get back on track!' } });
      throw new GraphQLError('Oops, incorrect OTP', { extensions: { code: 'OTP_INCORRECT', attemptsLeft: 3 - wrong, detail: `The OTP you've entered was incorrect. Please Try again. You have ${3 - wrong} attempts left.` } });
    });
    await click((await screen.findByTestId('vaccine-fetch')).dataset['testid']!);
    fireEvent.change(screen.getByLabelText('Vaccination code'), { target: { value: 'AB1234' } });
    await click('vaccine-send-otp');
    fireEvent.change(await screen.findByLabelText('OTP'), { target: { value: '9999' } });
    await click('vaccine-get-certificate');
    const paragraphs = (testId: string) => Array.from(screen.getByTestId(testId).querySelectorAll('p')).map(readable);
    await screen.findByTestId('vaccine-otp-error');
    expect(paragraphs('vaccine-otp-error')).toEqual(['Oops, incorrect OTP', "The OTP you've entered was incorrect. Please Try again. You have 2 attempts left."]);
    expect(currentLocation()).toBe('/documents/vaccine/add');
    await click('vaccine-get-certificate');
    await waitFor(() => expect(readable(screen.getByTestId('vaccine-otp-error'))).toContain('You have 1 attempts left.'));
    await click('vaccine-get-certificate');
    await waitFor(() => expect(paragraphs('vaccine-otp-error')).toEqual(['You have exceed the maximum number of OTP attempts.', 'Request a call back and our team will help you get back on track!']));
    expect((screen.getByLabelText('OTP') as HTMLInputElement).closest('fieldset')?.disabled).toBe(true);
    expect((screen.getByTestId('vaccine-get-certificate') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('vaccine-call-back')).toBeTruthy();
    // Blocked is blocked: no new OTP to try again with.
    expect(screen.queryByTestId('vaccine-resend')).toBeNull();
  });

  it('a new request (Back, then Send OTP) starts the OTP step afresh: the last request’s wrong, blocked or expired OTP is not shown for it', async () => {
    const refusals = [
      new GraphQLError('Oops, incorrect OTP', { extensions: { code: 'OTP_INCORRECT', attemptsLeft: 1, detail: "The OTP you've entered was incorrect. Please Try again. You have 1 attempts left." } }),
      new GraphQLError('You have exceed the maximum number of OTP attempts.', { extensions: { code: 'OTP_BLOCKED', detail: 'Request a call back and our team will help you get back on track!' } }),
      new GraphQLError('Your OTP has expired - Resend to get a new one. You have 3 attempts left.', { extensions: { code: 'OTP_EXPIRED', attemptsLeft: 3 } }),
    ];
    let refusal = 0;
    const server = open(() => {
      throw refusals[refusal]!;
    });
    await click((await screen.findByTestId('vaccine-fetch')).dataset['testid']!);
    fireEvent.change(screen.getByLabelText('Vaccination code'), { target: { value: 'AB1234' } });
    await click('vaccine-send-otp');
    for (refusal = 0; refusal < refusals.length; refusal += 1) {
      fireEvent.change(await screen.findByLabelText('OTP'), { target: { value: '9999' } });
      await click('vaccine-get-certificate');
      await waitFor(() => expect(readable(screen.getByTestId('vaccine-otp-error'))).toContain(refusals[refusal]!.message));
      await click('vaccine-back');
      await click('vaccine-send-otp');
      await screen.findByTestId('vaccine-otp');
      // The new request's OTP step: nothing refused yet, the OTP can be entered, Get certificate and Resend offered.
      expect(screen.queryByTestId('vaccine-otp-error')).toBeNull();
      expect(screen.queryByTestId('vaccine-call-back')).toBeNull();
      expect(screen.queryByTestId('vaccine-otp-resent')).toBeNull();
      expect((screen.getByLabelText('OTP') as HTMLInputElement).closest('fieldset')?.disabled).toBe(false);
      expect(screen.getByTestId('vaccine-get-certificate')).toBeTruthy();
      // Its Resend is locked for 30 seconds after this send.
      expect((screen.getByTestId('vaccine-resend') as HTMLButtonElement).disabled).toBe(true);
    }
    expect(server.variablesOf('VaultFetchVaccinationCertificate')).toHaveLength(4);
  });

  it('a request the server refuses because the client is blocked (3 wrong OTPs) says so as the OTP step does, with the call back, and sends no more', async () => {
    const blockedError = () => new GraphQLError('You have exceed the maximum number of OTP attempts.', { extensions: { code: 'OTP_BLOCKED', detail: 'Request a call back and our team will help you get back on track!', attemptsLeft: 0 } });
    const server = fakeVaultServer({
      myClient: () => profile,
      fetchVaccinationCertificate: () => {
        throw blockedError();
      },
      createVaccinationCertificateClientDocument: () => null,
    });
    renderAt(<VaccineAddPage />, { link: server.link, path: '/documents/vaccine/add' });
    await click((await screen.findByTestId('vaccine-fetch')).dataset['testid']!);
    fireEvent.change(screen.getByLabelText('Vaccination code'), { target: { value: 'AB1234' } });
    await click('vaccine-send-otp');
    await waitFor(() => expect(Array.from(screen.getByTestId('vaccine-details-error').querySelectorAll('p')).map(readable)).toEqual(['You have exceed the maximum number of OTP attempts.', 'Request a call back and our team will help you get back on track!']));
    expect(screen.getByTestId('vaccine-call-back')).toBeTruthy();
    expect(screen.queryByTestId('vaccine-otp')).toBeNull();
    expect((screen.getByTestId('vaccine-send-otp') as HTMLButtonElement).disabled).toBe(true);
    expect(server.variablesOf('VaultFetchVaccinationCertificate')).toHaveLength(1);
  });

  it('a Resend the server refuses because the client is blocked shows the block and the call back on the OTP step', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      let requests = 0;
      const server = fakeVaultServer({
        myClient: () => profile,
        fetchVaccinationCertificate: () => {
          requests += 1;
          if (requests > 1) throw new GraphQLError('You have exceed the maximum number of OTP attempts.', { extensions: { code: 'OTP_BLOCKED', detail: 'Request a call back and our team will help you get back on track!', attemptsLeft: 0 } });
          return { fetchId: 'fetch-1', maskedCellNumber: '082*****67', attemptsLeft: 3 };
        },
        createVaccinationCertificateClientDocument: () => null,
      });
      renderAt(<VaccineAddPage />, { link: server.link, path: '/documents/vaccine/add' });
      await click((await screen.findByTestId('vaccine-fetch')).dataset['testid']!);
      fireEvent.change(screen.getByLabelText('Vaccination code'), { target: { value: 'AB1234' } });
      await click('vaccine-send-otp');
      await screen.findByTestId('vaccine-otp');
      await act(async () => jest.advanceTimersByTime(30_500));
      await click('vaccine-resend');
      await waitFor(() => expect(readable(screen.getByTestId('vaccine-otp-error'))).toContain('You have exceed the maximum number of OTP attempts.'));
      expect(screen.getByTestId('vaccine-call-back')).toBeTruthy();
      expect(screen.queryByTestId('vaccine-resend')).toBeNull();
      expect(screen.queryByTestId('vaccine-resend-error')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('offers Resend 30 seconds after a send (§4.5); it sends a new OTP with the same details and locks again', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const server = open(() => null);
      await click((await screen.findByTestId('vaccine-fetch')).dataset['testid']!);
      fireEvent.change(screen.getByLabelText('Vaccination code'), { target: { value: 'AB1234' } });
      await click('vaccine-send-otp');
      await screen.findByTestId('vaccine-otp');
      const resend = () => screen.getByTestId('vaccine-resend') as HTMLButtonElement;
      expect(resend().disabled).toBe(true);
      await act(async () => jest.advanceTimersByTime(29_000));
      expect(resend().disabled).toBe(true);
      await act(async () => jest.advanceTimersByTime(1_500));
      expect(resend().disabled).toBe(false);
      await click('vaccine-resend');
      await screen.findByTestId('vaccine-otp-resent');
      const sent = server.variablesOf('VaultFetchVaccinationCertificate');
      expect(sent).toHaveLength(2);
      expect(sent[1]).toEqual(sent[0]);
      expect(resend().disabled).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  it('an expired OTP says so and offers Resend (after the 30-second lock), which asks again with the same details and takes the new OTP', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const server = open(({ fetchId }) => {
        if (fetchId === 'fetch-1') throw new GraphQLError('Your OTP has expired - Resend to get a new one. You have 3 attempts left.', { extensions: { code: 'OTP_EXPIRED', attemptsLeft: 3 } });
        return fakeDocument('COVID19_VACCINATION_CERTIFICATE', { id: 'doc-vax' });
      });
      await click((await screen.findByTestId('vaccine-fetch')).dataset['testid']!);
      fireEvent.change(screen.getByLabelText('Vaccination code'), { target: { value: 'AB1234' } });
      await click('vaccine-send-otp');
      fireEvent.change(await screen.findByLabelText('OTP'), { target: { value: '1234' } });
      await click('vaccine-get-certificate');
      await waitFor(() => expect(readable(screen.getByTestId('vaccine-otp-error'))).toContain('Your OTP has expired - Resend to get a new one. You have 3 attempts left.'));
      // Trying the expired OTP again cannot help: the way on is a new one.
      expect(screen.queryByTestId('vaccine-get-certificate')).toBeNull();
      expect((screen.getByLabelText('OTP') as HTMLInputElement).closest('fieldset')?.disabled).toBe(true);
      expect(screen.queryByTestId('vaccine-call-back')).toBeNull();
      expect(server.variablesOf('VaultFetchVaccinationCertificate')).toHaveLength(1);
      // Resend honours the lock here too (§4.5, kept by the server): 30 seconds after the last send.
      expect((screen.getByTestId('vaccine-resend') as HTMLButtonElement).disabled).toBe(true);
      await act(async () => jest.advanceTimersByTime(30_500));
      expect((screen.getByTestId('vaccine-resend') as HTMLButtonElement).disabled).toBe(false);
      await click('vaccine-resend');
      await screen.findByTestId('vaccine-otp-resent');
      const sent = server.variablesOf('VaultFetchVaccinationCertificate');
      expect(sent).toHaveLength(2);
      expect(sent[1]).toEqual(sent[0]);
      expect(screen.queryByTestId('vaccine-otp-error')).toBeNull();
      fireEvent.change(screen.getByLabelText('OTP'), { target: { value: '5678' } });
      await click('vaccine-get-certificate');
      await waitFor(() => expect(currentLocation()).toBe('/documents/vaccine/doc-vax'));
      expect(server.variablesOf('VaultCreateVaccinationCertificateClientDocument').map((v) => v.fetchId)).toEqual(['fetch-1', 'fetch-2']);
    } finally {
      jest.useRealTimers();
    }
  });
});
