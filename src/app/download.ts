// Saving text as a file (backups): a download, or where the browser has them, a save dialog (File System Access)
// or the share sheet, so a backup can go outside the browser (a folder, a cloud drive, a message to oneself).

export type SaveOutcome = 'downloaded' | 'saved' | 'shared' | 'cancelled';

interface SavePickerWindow {
  showSaveFilePicker?(options: {
    suggestedName: string;
    types: { description: string; accept: Record<string, string[]> }[];
  }): Promise<{ createWritable(): Promise<{ write(data: Blob): Promise<void>; close(): Promise<void> }> }>;
}

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

const jsonFile = (fileName: string, text: string) => new File([text], fileName, { type: 'application/json' });

/** How this browser can put a file outside itself, best first; null when only a download is possible. */
export function outsideWay(): 'picker' | 'share' | null {
  if (typeof (window as SavePickerWindow).showSaveFilePicker === 'function') return 'picker';
  const probe = { files: [jsonFile('kotatsu.json', '{}')] };
  if (typeof navigator.share === 'function' && navigator.canShare?.(probe)) return 'share';
  return null;
}

const isAbort = (e: unknown): boolean => e instanceof DOMException && e.name === 'AbortError';

/**
 * Save `text` as `fileName`. `outside`: the save dialog or the share sheet when the browser has one (the player
 * closing it is 'cancelled'); a download otherwise, or when they fail for another reason.
 */
export async function saveFile(fileName: string, text: string, way: 'download' | 'outside'): Promise<SaveOutcome> {
  const outside = way === 'outside' ? outsideWay() : null;
  try {
    if (outside === 'picker') {
      const handle = await (window as SavePickerWindow).showSaveFilePicker?.({
        suggestedName: fileName,
        types: [{ description: 'Kotatsu backup', accept: { 'application/json': ['.json'] } }],
      });
      const out = await handle?.createWritable();
      await out?.write(new Blob([text], { type: 'application/json' }));
      await out?.close();
      return 'saved';
    }
    if (outside === 'share') {
      await navigator.share({ files: [jsonFile(fileName, text)] });
      return 'shared';
    }
  } catch (e) {
    if (isAbort(e)) return 'cancelled';
  }
  downloadText(fileName, text);
  return 'downloaded';
}

export function backupFileName(what: string, now = new Date()): string {
  const day = now.toISOString().slice(0, 10);
  return `kotatsu-${what}-${day}.json`;
}
