/** Saves a file the page made or fetched: a link to its bytes, clicked once, then let go. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later, not now: the browser reads the bytes after the click returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
