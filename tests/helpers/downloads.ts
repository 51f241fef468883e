/**
 * The files the app hands to the browser (`URL.createObjectURL` + a clicked `<a download>`),
 * captured for the current test, and a reader for their text (jsdom's Blob has no text()).
 */
export const captureDownloads = () => {
  const files: { name: string; blob: Blob }[] = [];
  let last: Blob | undefined;
  // jsdom has neither: give the spies something to wrap.
  URL.createObjectURL ??= () => '';
  URL.revokeObjectURL ??= () => undefined;
  const create = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    last = blob as Blob;
    return 'blob:download';
  });
  const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    if (last) files.push({ name: this.download, blob: last });
  });
  onTestFinished(() => [create, revoke, click].forEach((spy) => spy.mockRestore()));
  return files;
};

export const blobText = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
