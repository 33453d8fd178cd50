/**
 * Files the app hands the user: saved as the browser downloads a link's target (an object URL,
 * clicked), so no window opens for a browser to block.
 */

/** Saves `file` under `fileName` as the browser downloads a link's target. */
export function downloadFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the file: the URL can go once the click's task is over.
  window.setTimeout(() => {
    URL.revokeObjectURL(url);
  });
}

/**
 * A name a file may have on any file system, from a name a user gave: the characters file systems
 * refuse (`\ / : * ? " < > |` and control characters) become spaces, runs of spaces one, and an
 * empty result is `fallback`.
 */
export function fileNameOf(name: string, fallback: string): string {
  return (
    name
      .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim() || fallback
  );
}
