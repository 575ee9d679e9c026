/** Saves `value` as a JSON file the browser downloads under `fileName`. */
export function downloadJson(value: unknown, fileName: string): void {
  const blob = new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  // The download has its own copy once started; the URL is released after the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
