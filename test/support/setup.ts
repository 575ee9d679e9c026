import '@abraham/reflection';

// jsdom's Blob, which its File extends, has no arrayBuffer() (every browser the app supports has).
const jsdomBlob = typeof File !== 'undefined' ? (Object.getPrototypeOf(File.prototype) as Blob) : null;
if (jsdomBlob && typeof jsdomBlob.arrayBuffer !== 'function' && typeof FileReader !== 'undefined') {
  jsdomBlob.arrayBuffer = function arrayBuffer(this: Blob): Promise<ArrayBuffer> {
    return new Promise((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.onerror = () => reject(reader.error);
      reader.readAsArrayBuffer(this);
    });
  };
}

// A loaded 2-core machine renders whole pages slowly: UI suites wait up to 5 s for what they
// look for (Testing Library's default is 1 s). Timing is never what they check.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: 5000 });
}

// jsdom lays nothing out, so it cannot scroll: its window.scrollTo only reports "Not implemented".
// Pages scroll on navigation (ui/layout/useScrollToTop.ts); tests that care spy on it.
if (typeof window !== 'undefined') window.scrollTo = () => {};
