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
