// The mandate wizard's drawing surface is a canvas (jsdom has none): specs replace its module
// (mandate/signature-pad-field) with this stand-in, a button that "draws" stubDrawing.next.
//   jest.mock('<path to>/signature-pad-field', () => jest.requireActual('@imali/shared/web/testing').signaturePadFieldStub);
import { useEffect } from 'react';
import { SIGNATURE_PREFIX } from '@imali/shared/domain';

/** A drawn signature as the pad exports it: a PNG data URL. */
export const DRAWN_SIGNATURE = `${SIGNATURE_PREFIX}${Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR-drawn')]).toString('base64')}`;

/** What the stand-in draws on its next click; a spec may set another value (and put it back). */
export const stubDrawing = { next: DRAWN_SIGNATURE };

function SignaturePadStub({ onChange, clearSignal }: { onChange: (value: string | null) => void; clearSignal: number }) {
  useEffect(() => {
    if (clearSignal) onChange(null);
  }, [clearSignal, onChange]);
  return (
    <button type="button" data-testid="signature-pad" onClick={() => onChange(stubDrawing.next)}>
      Draw
    </button>
  );
}

/** The module that replaces signature-pad-field in jest.mock. */
export const signaturePadFieldStub = { __esModule: true, default: SignaturePadStub };
