/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { CameraCapture } from './camera-capture';

describe('the camera', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'mediaDevices');
  });

  it('asks for the front camera, shows it live, and stops it when done', async () => {
    const stop = jest.fn();
    const getUserMedia = jest.fn().mockResolvedValue({ getTracks: () => [{ stop }] });
    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
    jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const { unmount } = render(<CameraCapture onPhoto={() => undefined} />);
    await act(async () => undefined);
    expect(getUserMedia).toHaveBeenCalledWith(expect.objectContaining({ video: expect.objectContaining({ facingMode: 'user' }), audio: false }));
    // Not live (nor Take photo enabled) until the first frame is there.
    expect(screen.getByTestId('camera-capture').getAttribute('data-status')).toBe('starting');
    expect((screen.getByTestId('camera-take') as HTMLButtonElement).disabled).toBe(true);
    act(() => {
      screen.getByLabelText('Camera').dispatchEvent(new Event('loadeddata'));
    });
    expect(screen.getByTestId('camera-capture').getAttribute('data-status')).toBe('live');
    expect((screen.getByTestId('camera-take') as HTMLButtonElement).disabled).toBe(false);
    unmount();
    expect(stop).toHaveBeenCalled();
  });

  it('offers a file picker when the camera is refused', async () => {
    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia: jest.fn().mockRejectedValue(new Error('NotAllowedError')) } });
    const onPhoto = jest.fn();
    render(<CameraCapture onPhoto={onPhoto} />);
    const picker = await screen.findByTestId('camera-picker');
    const photo = new File(['x'], 'me.png', { type: 'image/png' });
    fireEvent.change(picker, { target: { files: [photo] } });
    expect(onPhoto).toHaveBeenCalledWith(photo);
  });

  it('refuses a file from the picker that is not a JPEG or PNG photo, and takes one that is', async () => {
    const onPhoto = jest.fn();
    render(<CameraCapture onPhoto={onPhoto} />);
    const picker = await screen.findByTestId('camera-picker');
    fireEvent.change(picker, { target: { files: [new File(['%PDF-1.7'], 'me.pdf', { type: 'application/pdf' })] } });
    expect(onPhoto).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toContain('Please choose a PNG or JPEG photo');
    const photo = new File(['x'], 'me.jpg', { type: 'image/jpeg' });
    fireEvent.change(picker, { target: { files: [photo] } });
    expect(onPhoto).toHaveBeenCalledWith(photo);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
