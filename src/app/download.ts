// Saving text as a file download (backups): a Blob URL on a temporary link.

export function downloadText(fileName: string, text: string, type = 'application/json'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  // Give the browser a moment to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function backupFileName(what: string, now = new Date()): string {
  const day = now.toISOString().slice(0, 10);
  return `kotatsu-${what}-${day}.json`;
}
