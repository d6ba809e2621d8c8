// XMLHttpRequest as uploadFile (@imali/shared/web) uses it for POST /files: each request is
// kept in FakeXhr.sent and the test answers it (progress, then a reply).

export class FakeXhr {
  static sent: FakeXhr[] = [];
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  responseType = '';
  withCredentials = false;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  /** The upload's progress event (wrap in act: the page shows it). */
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  /** The vault's answer, as JSON (wrap in act). */
  reply(status: number, body: unknown) {
    this.replyText(status, JSON.stringify(body));
  }
  /** An answer as it is, e.g. a proxy's HTML error page (wrap in act). */
  replyText(status: number, text: string) {
    this.status = status;
    this.responseText = text;
    this.onload?.();
  }
}

/** Puts FakeXhr in place of XMLHttpRequest for every test of the calling spec file, with an empty FakeXhr.sent. */
export function installFakeXhr(): void {
  const real = globalThis.XMLHttpRequest;
  const replace = (value: unknown) => Object.defineProperty(globalThis, 'XMLHttpRequest', { configurable: true, writable: true, value });
  beforeEach(() => {
    FakeXhr.sent = [];
    replace(FakeXhr);
  });
  afterEach(() => replace(real));
}
