/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
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

  it('says the camera cannot be used when it is refused', async () => {
    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia: jest.fn().mockRejectedValue(new Error('NotAllowedError')) } });
    render(<QrScanner onText={() => undefined} />);
    expect(await screen.findByTestId('qr-unavailable')).toBeTruthy();
  });
});
