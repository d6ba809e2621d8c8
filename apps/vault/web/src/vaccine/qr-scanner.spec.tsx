/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { NO_QR_CAMERA_TEXT, QrScanner } from './qr-scanner';

// The decoder's chunk failing to load (a network blip, or a deploy that replaced it).
jest.mock('jsqr', () => {
  throw new Error('Loading chunk qr-decoder failed');
});

describe('the QR scanner', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'mediaDevices');
  });

  it('asks for the back camera and, when the decoder cannot load, says the camera cannot be used and turns it off', async () => {
    const stop = jest.fn();
    const getUserMedia = jest.fn().mockResolvedValue({ getTracks: () => [{ stop }] });
    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
    const { unmount } = render(<QrScanner onText={() => undefined} />);
    await act(async () => undefined);
    expect(getUserMedia).toHaveBeenCalledWith(expect.objectContaining({ video: expect.objectContaining({ facingMode: 'environment' }), audio: false }));
    expect(await screen.findByText(NO_QR_CAMERA_TEXT)).toBeTruthy();
    // The camera opened is not left on with nothing showing it.
    expect(stop).toHaveBeenCalled();
    unmount();
  });

  it('says the camera cannot be used when it is refused, with buttons to the two ways it names: upload and the national system', async () => {
    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia: jest.fn().mockRejectedValue(new Error('NotAllowedError')) } });
    const onUpload = jest.fn();
    const onFetch = jest.fn();
    render(<QrScanner onText={() => undefined} onUpload={onUpload} onFetch={onFetch} />);
    expect(await screen.findByTestId('qr-unavailable')).toBeTruthy();
    expect(screen.getByTestId('qr-unavailable-upload').textContent).toBe('Upload');
    expect(screen.getByTestId('qr-unavailable-fetch').textContent).toBe('Get it from the national system');
    fireEvent.click(screen.getByTestId('qr-unavailable-upload'));
    expect(onUpload).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByTestId('qr-unavailable-fetch'));
    expect(onFetch).toHaveBeenCalledTimes(1);
  });

  it('without a camera at all, says so with the same two buttons', () => {
    const onUpload = jest.fn();
    render(<QrScanner onText={() => undefined} onUpload={onUpload} onFetch={() => undefined} />);
    expect(screen.getByText(NO_QR_CAMERA_TEXT)).toBeTruthy();
    fireEvent.click(screen.getByTestId('qr-unavailable-upload'));
    expect(onUpload).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('qr-unavailable-fetch')).toBeTruthy();
  });
});
